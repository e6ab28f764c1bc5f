import { formatMinor, GAME_CATEGORIES } from '@fortuna/shared';
import { z } from 'zod';
import type { Period } from '../../missions/periods';
import { minor, moneyParam } from './money-param';
import { playersIn, playFigures } from './rollup-figures';
import { periodKeyOf, periodOf, previousPeriod, rulePeriodKind } from './rule-periods';
import { notYet, pays, type RewardRule, type RuleContext } from './types';

export const turnoverTiersParams = z.object({
  period: rulePeriodKind,
  /** Valid bets in this game category only; null: every category. */
  category: z.enum(GAME_CATEGORIES).nullable().default(null),
  /** Valid bets reached → reward, lowest first; the highest reached tier pays. */
  tiers: z
    .array(z.object({ validBet: moneyParam, reward: moneyParam }))
    .min(1)
    .max(10)
    .refine((t) => t.every((tier, i) => i === 0 || Number(tier.validBet) > Number(t[i - 1]?.validBet)), 'tiers ascend'),
});
type Params = z.infer<typeof turnoverTiersParams>;

/**
 * The period a turnover-tier reward belongs to. Claimed, it is the running period: the member
 * claims the tier reached so far, once per period (a higher tier reached later in the same period
 * pays nothing more). Automatic, it is the period that just ended, so the sweeper pays the highest
 * tier of the whole period the day after.
 */
function periodFor(ctx: Pick<RuleContext, 'merchant' | 'now' | 'promotion'>, params: Params): Period {
  const zone = ctx.merchant.time_zone;
  return ctx.promotion.takeMode === 'auto' ? previousPeriod(params.period, ctx.now, zone) : periodOf(params.period, ctx.now, zone);
}

/**
 * Turnover tiers: the member's valid bets (from the rollups, in a category or all) over a business
 * day, week or month reach tiers; the highest reached pays. Bets count from the promotion's start.
 */
export const turnoverTiersRule: RewardRule<Params> = {
  kind: 'turnover_tiers',
  params: turnoverTiersParams,
  periodKey: (ctx, params) => periodKeyOf(params.period, periodFor(ctx, params), ctx.merchant.time_zone),
  async evaluate(ctx, params) {
    const decimals = ctx.merchant.currency_decimals;
    const period = periodFor(ctx, params);
    const key = periodKeyOf(params.period, period, ctx.merchant.time_zone);
    if (period.to <= ctx.promotion.starts_at) return notYet(key, 'period_before_promotion');
    const from = period.from < ctx.promotion.starts_at ? ctx.promotion.starts_at : period.from;
    const { validBet } = await playFigures(ctx, { from, to: period.to }, params.category);
    const reached = params.tiers.filter((t) => validBet >= minor(t.validBet, decimals)).at(-1);
    if (!reached) {
      const next = minor((params.tiers[0] as Params['tiers'][number]).validBet, decimals);
      return notYet(key, 'turnover_below_tier', { next: formatMinor(next, decimals), done: formatMinor(validBet, decimals) });
    }
    return pays(key, minor(reached.reward, decimals));
  },
  async sweep(ctx, params) {
    if (ctx.promotion.takeMode !== 'auto') return null;
    const period = previousPeriod(params.period, ctx.now, ctx.merchant.time_zone);
    if (period.to <= ctx.promotion.starts_at) return null;
    return {
      periodKey: periodKeyOf(params.period, period, ctx.merchant.time_zone),
      final: true,
      members: await playersIn(ctx, period, params.category, 'valid_bet'),
    };
  },
};
