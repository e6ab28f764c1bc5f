import { type BettingRecord, type bettingRecordQuerySchema, formatMinor, LOTTERY_VENDOR_ROUTES } from '@fortuna/shared';
import type { z } from 'zod';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import { pickLanguage } from '../content/content.presenter';
import type { BettingRecordRepository } from './betting-record.repository';

/** Vendors whose rounds are lottery engine issues (round id `issue:<issueId>:<memberId>`): LOTT, ELOTT and the regional ones. */
const LOTTERY_VENDORS = new Set(Object.keys(LOTTERY_VENDOR_ROUTES));

/** The issue id of a lottery round id, or null when the id is not one. */
export function lotteryIssueId(vendor: string, roundId: string): bigint | null {
  if (!LOTTERY_VENDORS.has(vendor)) return null;
  const match = /^issue:(\d{1,18}):\d+$/.exec(roundId);
  return match?.[1] ? BigInt(match[1]) : null;
}

/** The member centre's betting record (spec §2): game rounds read from `game_round`, never a second copy. */
export function createBettingRecordService(deps: { repo: BettingRecordRepository }) {
  const { repo } = deps;
  return {
    /** `GET /wps/member/bettingRecord`. */
    async list(site: SiteContext, ctx: AuthContext, query: z.output<typeof bettingRecordQuerySchema>): Promise<BettingRecord> {
      const money = (amount: bigint) => formatMinor(amount, site.merchant.currency_decimals);
      const memberId = ctx.member.id;
      const page = await repo.page(
        { memberId, withPlayMoney: ctx.isTrial, category: query.category, vendor: query.vendor, from: query.from, to: query.to },
        query.pageNo,
        query.pageSize,
      );
      const issueIds = page.rows.map((r) => lotteryIssueId(r.vendor_code, r.round_id)).filter((id) => id !== null);
      const issues = new Map((await repo.lotteryIssues(memberId, issueIds)).map((i) => [String(i.id), i]));
      return {
        list: page.rows.map((r) => {
          const bet = BigInt(r.total_bet);
          const win = BigInt(r.total_win);
          const issueId = lotteryIssueId(r.vendor_code, r.round_id);
          const issue = issueId === null ? undefined : issues.get(String(issueId));
          return {
            roundId: r.round_id,
            gameName: r.names ? pickLanguage(r.names, site.language) : '',
            vendor: r.vendor_code,
            category: r.category_code ?? '',
            bet: money(bet),
            win: money(win),
            profit: money(win - bet),
            status: r.status,
            createdAt: new Date(r.created_at).toISOString(),
            settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
            numero: issue?.numero ?? null,
            betCount: issueId === null ? null : Number(issue?.bets ?? 0),
          };
        }),
        pageNo: query.pageNo,
        totalPages: Math.ceil(page.total / query.pageSize),
        total: page.total,
        totals: { bet: money(page.bet), win: money(page.win), profit: money(page.win - page.bet) },
      };
    },
  };
}

export type BettingRecordService = ReturnType<typeof createBettingRecordService>;
