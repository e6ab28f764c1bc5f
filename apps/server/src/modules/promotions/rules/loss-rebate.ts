import { formatMinor, GAME_CATEGORIES } from '@fortuna/shared';
import { z } from 'zod';
import { minor, moneyParam, percentOf } from './money-param';
import { playersIn, playFigures } from './rollup-figures';
import { periodKeyOf, previousPeriod } from './rule-periods';
import { notYet, pays, type RewardRule } from './types';

export const lossRebateParams = z.object({
  /** The period whose net loss is rebated: the previous business day or ISO week. */
  period: z.enum(['daily', 'weekly']),
  /** The rebate as a percentage of the net loss. */
  percent: z.number().min(0.01).max(100),
  /** The smallest net loss that earns a rebate. */
  minLoss: moneyParam,
  /** The largest rebate of a period. */
  cap: moneyParam,
  /** Losses in this game category only; null: every category. */
  category: z.enum(GAME_CATEGORIES).nullable().default(null),
});

/**
 * Loss rebate (cashback): a percentage, up to a cap, of the member's net loss (bets − payouts of
 * settled real-money rounds, from the rollups) over the previous business day or week, when it is
 * at least the minimum. Claimable from the day after the period (the period key is the rebated
 * period's), once; only play since the promotion began counts.
 */
export const lossRebateRule: RewardRule<z.infer<typeof lossRebateParams>> = {
  kind: 'loss_rebate',
  params: lossRebateParams,
  periodKey: (ctx, params) =>
    periodKeyOf(params.period, previousPeriod(params.period, ctx.now, ctx.merchant.time_zone), ctx.merchant.time_zone),
  async evaluate(ctx, params) {
    const decimals = ctx.merchant.currency_decimals;
    const period = previousPeriod(params.period, ctx.now, ctx.merchant.time_zone);
    const key = periodKeyOf(params.period, period, ctx.merchant.time_zone);
    if (period.to <= ctx.promotion.starts_at) return notYet(key, 'period_before_promotion');
    const from = period.from < ctx.promotion.starts_at ? ctx.promotion.starts_at : period.from;
    const { profit } = await playFigures(ctx, { from, to: period.to }, params.category);
    const loss = profit < 0n ? -profit : 0n;
    const min = minor(params.minLoss, decimals);
    if (loss === 0n || loss < min)
      return notYet(key, 'loss_below_min', { min: formatMinor(min, decimals), loss: formatMinor(loss, decimals) });
    const rebate = percentOf(loss, params.percent);
    const cap = minor(params.cap, decimals);
    return pays(key, rebate < cap ? rebate : cap);
  },
  async sweep(ctx, params) {
    const period = previousPeriod(params.period, ctx.now, ctx.merchant.time_zone);
    if (period.to <= ctx.promotion.starts_at) return null;
    return {
      periodKey: periodKeyOf(params.period, period, ctx.merchant.time_zone),
      final: true,
      members: await playersIn(ctx, period, params.category, 'loss'),
    };
  },
};
