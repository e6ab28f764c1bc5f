import {
  type BettingRecord,
  type bettingRecordQuerySchema,
  formatMinor,
  LOTTERY_VENDOR_ROUTES,
  type TeamBetting,
  type teamBettingQuerySchema,
} from '@fortuna/shared';
import type { z } from 'zod';
import type { SiteContext } from '../../http/site-context';
import { optionalBusinessDays } from '../agent-reports/business-days';
import type { AuthContext } from '../auth/auth.service';
import { pickLanguage } from '../content/content.presenter';
import type { BettingRecordFilter, BettingRecordRepository, RoundOrder } from './betting-record.repository';

/** Vendors whose rounds are lottery engine issues (round id `issue:<issueId>:<memberId>`): LOTT, ELOTT and the regional ones. */
const LOTTERY_VENDORS = new Set(Object.keys(LOTTERY_VENDOR_ROUTES));

/** The issue id of a lottery round id, or null when the id is not one. */
export function lotteryIssueId(vendor: string, roundId: string): bigint | null {
  if (!LOTTERY_VENDORS.has(vendor)) return null;
  const match = /^issue:(\d{1,18}):\d+$/.exec(roundId);
  return match?.[1] ? BigInt(match[1]) : null;
}

type PageRow = Awaited<ReturnType<BettingRecordRepository['page']>>['rows'][number];

/**
 * The betting records: game rounds read from `game_round`, never a second copy — the member
 * centre's own (spec §2) and the agent back office's team betting (schemas/agent-reports.ts).
 */
export function createBettingRecordService(deps: { repo: BettingRecordRepository }) {
  const { repo } = deps;

  /** One page of rounds as the wire shows them, with each lottery round's numero and bet count. */
  async function present(site: SiteContext, filter: BettingRecordFilter, pageNo: number, pageSize: number, order?: RoundOrder) {
    const money = (amount: bigint) => formatMinor(amount, site.merchant.currency_decimals);
    const page = await repo.page(filter, pageNo, pageSize, order);
    const issueIds = [...new Set(page.rows.map((r) => lotteryIssueId(r.vendor_code, r.round_id)).filter((id) => id !== null))];
    const memberIds = [...new Set(page.rows.map((r) => r.member_id))];
    const issues = await repo.lotteryIssues(memberIds, issueIds);
    const numeros = new Map(issues.map((i) => [String(i.id), i.numero]));
    const bets = new Map(issues.map((i) => [`${i.id}:${i.member_id}`, Number(i.bets)]));
    const row = (r: PageRow) => {
      const bet = BigInt(r.total_bet);
      const win = BigInt(r.total_win);
      const issueId = lotteryIssueId(r.vendor_code, r.round_id);
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
        numero: issueId === null ? null : (numeros.get(String(issueId)) ?? null),
        betCount: issueId === null ? null : (bets.get(`${issueId}:${r.member_id}`) ?? 0),
      };
    };
    return {
      rows: page.rows.map((r) => ({ ...row(r), memberId: r.member_id, username: r.username ?? '' })),
      pageNo,
      totalPages: Math.ceil(page.total / pageSize),
      total: page.total,
      totals: { bet: money(page.bet), win: money(page.win), profit: money(page.win - page.bet) },
    };
  }

  return {
    /** `GET /wps/member/bettingRecord`: the member's rounds by the merchant's business days they started on, newest first. */
    async list(site: SiteContext, ctx: AuthContext, query: z.output<typeof bettingRecordQuerySchema>): Promise<BettingRecord> {
      const filter: BettingRecordFilter = {
        owners: { memberId: ctx.member.id },
        withPlayMoney: ctx.isTrial,
        category: query.category,
        vendor: query.vendor,
        ...optionalBusinessDays(query.from, query.to, site.merchant.time_zone),
      };
      const { rows, ...rest } = await present(site, filter, query.pageNo, query.pageSize);
      return { list: rows.map(({ memberId: _, username: __, ...round }) => round), ...rest };
    },

    /**
     * A team's rounds (`GET /wps/agent/report/betting`): the caller has already checked that the
     * team is the agent's own; `start`/`end` are its business days. Play money is never business.
     */
    async team(
      site: SiteContext,
      owners: { teamOf: number; usernamePrefix?: string | undefined },
      query: Pick<z.output<typeof teamBettingQuerySchema>, 'category' | 'vendor' | 'status' | 'sort' | 'order' | 'pageNo' | 'pageSize'>,
      range: { start?: Date | undefined; end?: Date | undefined },
    ): Promise<TeamBetting> {
      const filter: BettingRecordFilter = {
        owners,
        withPlayMoney: false,
        category: query.category,
        vendor: query.vendor,
        status: query.status,
        ...range,
      };
      const { rows, ...rest } = await present(site, filter, query.pageNo, query.pageSize, { sort: query.sort, order: query.order });
      return { list: rows, ...rest };
    },
  };
}

export type BettingRecordService = ReturnType<typeof createBettingRecordService>;
