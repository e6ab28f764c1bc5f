import {
  formatMinor,
  type VipClaimPeriod,
  type VipClaimRequest,
  type VipClaimResponse,
  type VipClaimState,
  type VipHistory,
  type VipSummary,
} from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { MemberEvents } from '../../realtime/member-events';
import { grantBonus } from '../promotions/bonus-book';
import { presentChange, presentLevel } from './vip.presenter';
import { vipRepository as repo } from './vip.repository';
import { evaluateMember, vipTurnover } from './vip-evaluation';
import { type LevelRow, levelName } from './vip-levels';
import { vipBonusTitle } from './vip-titles';
import { claimPeriod, keepMonth, vipWindow } from './vip-window';

type Deps = { db: Kysely<Database>; events: MemberEvents; now?: () => Date };

/** The grant key of a weekly or monthly VIP bonus: once per member and business period, whatever the level. */
export const claimKey = (period: VipClaimPeriod, key: string) => `vip:${period}:${key}`;

function claimAmount(level: LevelRow | undefined, period: VipClaimPeriod): bigint {
  if (!level) return 0n;
  return period === 'weekly' ? level.weeklyBonus : level.monthlyBonus;
}

/**
 * The member's VIP programme (docs/promotions/vip.md): the VIP page's summary (evaluating the
 * member first, so reaching a level shows at once), the upgrade history, and the weekly and
 * monthly bonuses of the member's level, each once per business period through the bonus book.
 */
export function createVipService(deps: Deps) {
  const { db, events } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** Evaluates one member now (after a deposit credits, from the sweeper, on reading the VIP page). */
    evaluate: (merchant: MerchantRow, memberId: number) => evaluateMember({ db, events }, merchant, memberId, now()),

    /** `GET /wps/vip/summary`. */
    async summary(site: SiteContext, memberId: number): Promise<VipSummary> {
      const { merchant, language } = site;
      const at = now();
      await evaluateMember({ db, events }, merchant, memberId, at);
      const window = vipWindow(at, merchant.time_zone, merchant.vip_window_days);
      const [levels, figures, member] = await Promise.all([
        repo.levels(db, merchant.id),
        repo.figures(db, memberId, window),
        db.selectFrom('member').select('vip_level').where('id', '=', memberId).executeTakeFirstOrThrow(),
      ]);
      const decimals = merchant.currency_decimals;
      const mine = levels.find((l) => l.level === member.vip_level);
      const next = levels.find((l) => l.level === member.vip_level + 1);
      const periods = (['weekly', 'monthly'] as const).map((period) => ({ period, range: claimPeriod(period, at, merchant.time_zone) }));
      const paid = await repo.paidKeys(
        db,
        memberId,
        periods.map((p) => claimKey(p.period, p.range.key)),
      );
      const claims: VipClaimState[] = periods.map(({ period, range }) => {
        const amount = claimAmount(mine, period);
        const claimed = paid.has(claimKey(period, range.key));
        return {
          period,
          periodKey: range.key,
          amount: formatMinor(amount, decimals),
          claimed,
          claimable: !claimed && amount > 0n,
          nextAt: range.to.toISOString(),
        };
      });
      const keepValidBet = mine?.keepValidBet ?? 0n;
      return {
        level: member.vip_level,
        name: levelName(mine, language, member.vip_level),
        windowDays: merchant.vip_window_days,
        windowFrom: window.from.toISOString(),
        windowTo: window.to.toISOString(),
        deposits: formatMinor(figures.deposits, decimals),
        validBets: formatMinor(figures.validBets, decimals),
        next: next ? presentLevel(next, language, decimals) : null,
        keep: {
          validBet: formatMinor(keepValidBet, decimals),
          met: member.vip_level === 0 || figures.validBets >= keepValidBet,
          reviewAt: keepMonth(at, merchant.time_zone).to.toISOString(),
        },
        turnoverMultiple: merchant.vip_turnover_multiple,
        levels: levels.map((l) => presentLevel(l, language, decimals)),
        claims,
      };
    },

    /** `GET /wps/vip/history`. */
    async history(site: SiteContext, memberId: number, pageNo: number, pageSize: number): Promise<VipHistory> {
      const { rows, total } = await repo.history(db, memberId, (pageNo - 1) * pageSize, pageSize);
      return { list: rows.map((r) => presentChange(r, site.merchant.currency_decimals)), total, pageNo, pageSize };
    },

    /**
     * `POST /wps/vip/claim`: pays the weekly or monthly bonus of the member's level for the current
     * business period, once (`vip:<period>:<first day>`); the same requestId answers the first claim,
     * another claim in the period is `vip_bonus_claimed`.
     */
    async claim(site: SiteContext, memberId: number, input: VipClaimRequest): Promise<VipClaimResponse> {
      const { merchant } = site;
      const at = now();
      const range = claimPeriod(input.period, at, merchant.time_zone);
      const key = claimKey(input.period, range.key);
      const result = await db.transaction().execute(async (trx) => {
        const level = await repo.lockMember(trx, merchant.id, memberId);
        if (level === null) throw new AppError('not_found');
        const earlier = await trx
          .selectFrom('bonus')
          .select(['id', 'request_id', 'grant_key'])
          .where('member_id', '=', memberId)
          .where((eb) => eb.or([eb('grant_key', '=', key), eb('request_id', '=', input.requestId)]))
          .execute();
        const replay = earlier.find((b) => b.request_id === input.requestId);
        if (!replay && earlier.some((b) => b.grant_key === key)) {
          throw new AppError('vip_bonus_claimed', { periodKey: range.key, nextAt: range.to.toISOString() });
        }
        if (replay && replay.grant_key !== key) throw new AppError('conflict', { reason: 'requestId was used for another bonus' });
        const levels = await repo.levels(trx, merchant.id);
        const mine = levels.find((l) => l.level === level);
        const amount = claimAmount(mine, input.period);
        if (!replay && amount <= 0n) throw new AppError('vip_bonus_none', { level });
        const granted = await grantBonus(trx, {
          merchant,
          memberId,
          promotionId: null,
          source: 'vip',
          key,
          requestId: input.requestId,
          takenBy: 'claim',
          // A replay answers the bonus paid; the amount here is not used then.
          amount: amount > 0n ? amount : 1n,
          title: vipBonusTitle(input.period, level, mine?.names ?? {}),
          turnover: vipTurnover(merchant, amount),
          memo: `vip ${input.period} ${range.key}`,
        });
        return granted;
      });
      return {
        bonusId: result.bonusId,
        period: input.period,
        periodKey: range.key,
        amount: formatMinor(result.amount, merchant.currency_decimals),
        balance: formatMinor(result.balance, merchant.currency_decimals),
      };
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
