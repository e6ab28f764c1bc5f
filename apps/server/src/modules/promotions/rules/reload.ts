import { formatMinor } from '@fortuna/shared';
import { sql } from 'kysely';
import { z } from 'zod';
import { businessDay, isoDay } from '../../missions/periods';
import { minor, moneyParam, percentOf } from './money-param';
import { notYet, pays, type RewardRule } from './types';

export const reloadParams = z.object({
  /** The bonus as a percentage of the deposit. */
  percent: z.number().min(0.01).max(1000),
  /** The largest bonus of a day. */
  cap: moneyParam,
  /** The smallest deposit that qualifies. */
  minDeposit: moneyParam,
});

/**
 * Reload bonus: once per business day, a percentage (up to a cap) of the member's first credited
 * deposit of that day that is not the member's first deposit ever (that one is the first-deposit
 * bonus's), when it is at least the minimum and was credited since the promotion began. Only that
 * one deposit counts: a smaller first deposit of the day is not made up for by a later one.
 */
export const reloadRule: RewardRule<z.infer<typeof reloadParams>> = {
  kind: 'reload',
  params: reloadParams,
  periodKey: (ctx) => isoDay(ctx.now, ctx.merchant.time_zone),
  async evaluate(ctx, params) {
    const decimals = ctx.merchant.currency_decimals;
    const key = isoDay(ctx.now, ctx.merchant.time_zone);
    const day = businessDay(ctx.now, ctx.merchant.time_zone);
    const min = minor(params.minDeposit, decimals);
    const { rows } = await sql<{ amount: string; decided_at: Date }>`
      SELECT d.amount::text AS amount, d.decided_at FROM deposit d
       WHERE d.member_id = ${ctx.memberId} AND d.status = 'CREDITED'
         AND d.decided_at >= ${day.from} AND d.decided_at < ${day.to} AND d.decided_at <= ${ctx.now}
         AND d.id <> (SELECT f.id FROM deposit f WHERE f.member_id = ${ctx.memberId} AND f.status = 'CREDITED'
                       ORDER BY f.decided_at, f.id LIMIT 1)
       ORDER BY d.decided_at, d.id LIMIT 1`.execute(ctx.db);
    const first = rows[0];
    if (!first) return notYet(key, 'reload_deposit_today', { min: formatMinor(min, decimals) });
    if (new Date(first.decided_at) < ctx.promotion.starts_at)
      return notYet(key, 'reload_deposit_today', { min: formatMinor(min, decimals) });
    const deposit = BigInt(first.amount);
    if (deposit < min) return notYet(key, 'deposit_below_min', { min: formatMinor(min, decimals) });
    const bonus = percentOf(deposit, params.percent);
    const cap = minor(params.cap, decimals);
    return pays(key, bonus < cap ? bonus : cap, deposit);
  },
};
