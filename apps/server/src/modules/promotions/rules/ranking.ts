import { GAME_CATEGORIES } from '@fortuna/shared';
import { z } from 'zod';
import { createLeaderboardRepository } from '../../leaderboard/leaderboard.repository';
import type { Period } from '../../missions/periods';
import { minor, moneyParam } from './money-param';
import { periodKeyOf, previousPeriod, rulePeriodKind } from './rule-periods';
import { notYet, pays, type RewardRule, type SweepContext } from './types';

export const rankingParams = z.object({
  /** The leaderboard period whose final ranks win: the previous business day, week or month. */
  period: rulePeriodKind,
  /** The leaderboard's measure: net winnings or valid bets. */
  rankBy: z.enum(['profit', 'valid_bet']),
  /** One game category's board; null: every category. */
  category: z.enum(GAME_CATEGORIES).nullable().default(null),
  /** Rank → prize: a rank up to `upTo` (and past the previous row's) wins `reward`; ranks ascend. */
  prizes: z
    .array(z.object({ upTo: z.number().int().min(1).max(1000), reward: moneyParam }))
    .min(1)
    .max(20)
    .refine((p) => p.every((row, i) => i === 0 || row.upTo > (p[i - 1]?.upTo ?? 0)), 'ranks ascend'),
});
type Params = z.infer<typeof rankingParams>;

/** The prize of a rank, or null when the rank wins nothing. */
export function prizeOf(prizes: Params['prizes'], rank: number): string | null {
  return prizes.find((p) => rank <= p.upTo)?.reward ?? null;
}

/** The previous period's leaderboard, down to the last prized rank (ties share a rank, as the board shows them). */
function board(ctx: SweepContext, params: Params, period: Period, memberId: number | null) {
  return createLeaderboardRepository(ctx.db).top({
    merchantId: ctx.merchant.id,
    period,
    category: params.category,
    rankBy: params.rankBy,
    limit: params.prizes.at(-1)?.upTo ?? 1,
    memberId,
  });
}

/**
 * Ranking prizes: the members ranked on the leaderboard (modules/leaderboard, the same query) of
 * the previous business day, week or month win the prize of their rank, claimable once the period
 * has ended. A promotion that began during that period does not pay it.
 */
export const rankingRule: RewardRule<Params> = {
  kind: 'ranking',
  params: rankingParams,
  periodKey: (ctx, params) =>
    periodKeyOf(params.period, previousPeriod(params.period, ctx.now, ctx.merchant.time_zone), ctx.merchant.time_zone),
  async evaluate(ctx, params) {
    const period = previousPeriod(params.period, ctx.now, ctx.merchant.time_zone);
    const key = periodKeyOf(params.period, period, ctx.merchant.time_zone);
    if (period.from < ctx.promotion.starts_at) return notYet(key, 'period_before_promotion');
    const rows = await board(ctx, params, period, ctx.memberId);
    const mine = rows.find((r) => r.member_id === ctx.memberId);
    const prize = mine ? prizeOf(params.prizes, Number(mine.rank)) : null;
    if (!mine || !prize) {
      return notYet(key, 'not_ranked', { upTo: String(params.prizes.at(-1)?.upTo ?? 1), ...(mine ? { rank: mine.rank } : {}) });
    }
    return pays(key, minor(prize, ctx.merchant.currency_decimals));
  },
  async sweep(ctx, params) {
    const period = previousPeriod(params.period, ctx.now, ctx.merchant.time_zone);
    if (period.from < ctx.promotion.starts_at) return null;
    const rows = await board(ctx, params, period, null);
    return { periodKey: periodKeyOf(params.period, period, ctx.merchant.time_zone), final: true, members: rows.map((r) => r.member_id) };
  },
};
