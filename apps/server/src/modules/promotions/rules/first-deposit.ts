import { formatMinor } from '@fortuna/shared';
import { sql } from 'kysely';
import { z } from 'zod';
import { minor, moneyParam, percentOf } from './money-param';
import { notYet, pays, type RewardRule } from './types';

export const firstDepositParams = z.object({
  /** The bonus as a percentage of the deposit (100 = doubled). */
  percent: z.number().min(0.01).max(1000),
  /** The largest bonus. */
  cap: moneyParam,
  /** The smallest first deposit that qualifies. */
  minDeposit: moneyParam,
  /**
   * `lifetime`: the member's first deposit ever (a welcome bonus); `promotion`: the member's first
   * deposit within the promotion's period (an event's first-deposit bonus for existing members too).
   */
  scope: z.enum(['lifetime', 'promotion']).default('lifetime'),
});

/**
 * First-deposit bonus: a percentage of the member's first credited deposit (ever, or within the
 * promotion's period: `scope`), up to a cap, when that deposit is at least the minimum and was
 * credited within the promotion's period. Once per member (`once`).
 */
export const firstDepositRule: RewardRule<z.infer<typeof firstDepositParams>> = {
  kind: 'first_deposit',
  params: firstDepositParams,
  periodKey: () => 'once',
  async evaluate(ctx, params) {
    const decimals = ctx.merchant.currency_decimals;
    const min = minor(params.minDeposit, decimals);
    const { rows } = await sql<{ amount: string; decided_at: Date }>`
      SELECT amount::text AS amount, decided_at FROM deposit
       WHERE member_id = ${ctx.memberId} AND status = 'CREDITED'
         AND (${params.scope} = 'lifetime' OR decided_at >= ${ctx.promotion.starts_at})
       ORDER BY decided_at, id LIMIT 1`.execute(ctx.db);
    const first = rows[0];
    if (!first) return notYet('once', 'deposit_first', { min: formatMinor(min, decimals) });
    if (new Date(first.decided_at) < new Date(ctx.promotion.starts_at)) return notYet('once', 'first_deposit_earlier');
    const deposit = BigInt(first.amount);
    if (deposit < min) return notYet('once', 'deposit_below_min', { min: formatMinor(min, decimals) });
    const bonus = percentOf(deposit, params.percent);
    const cap = minor(params.cap, decimals);
    return pays('once', bonus < cap ? bonus : cap, deposit);
  },
};
