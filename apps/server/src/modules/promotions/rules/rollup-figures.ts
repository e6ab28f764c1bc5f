import { sql } from 'kysely';
import type { Period } from '../../missions/periods';
import type { RuleContext } from './types';

/** A member's settled real-money play in a period, from the quarter-hour rollups (`member_hourly_rollup`). */
export type PlayFigures = { validBet: bigint; profit: bigint };

/**
 * The member's valid bets and net result (payout − bets; negative is a loss) over a period, in one
 * game category or all. Rounds count in the quarter-hour they settled in, as missions and the
 * leaderboard count them.
 */
export async function playFigures(
  ctx: Pick<RuleContext, 'db' | 'memberId'>,
  period: Period,
  category: string | null,
): Promise<PlayFigures> {
  const { rows } = await sql<{ valid_bet: string; profit: string }>`
    SELECT coalesce(sum(valid_bet), 0)::text AS valid_bet, coalesce(sum(profit), 0)::text AS profit
      FROM member_hourly_rollup
     WHERE member_id = ${ctx.memberId} AND hour >= ${period.from} AND hour < ${period.to}
       ${category === null ? sql`` : sql`AND category = ${category}`}`.execute(ctx.db);
  return { validBet: BigInt(rows[0]?.valid_bet ?? '0'), profit: BigInt(rows[0]?.profit ?? '0') };
}

/** The members of a merchant with settled play in a period (in a category or all): a sweep's candidates. */
export async function playersIn(
  ctx: Pick<RuleContext, 'db' | 'merchant'>,
  period: Period,
  category: string | null,
  having: 'valid_bet' | 'loss',
): Promise<number[]> {
  const { rows } = await sql<{ member_id: number }>`
    SELECT member_id FROM member_hourly_rollup
     WHERE merchant_id = ${ctx.merchant.id} AND hour >= ${period.from} AND hour < ${period.to}
       ${category === null ? sql`` : sql`AND category = ${category}`}
     GROUP BY member_id
    HAVING ${having === 'loss' ? sql`sum(profit) < 0` : sql`sum(valid_bet) > 0`}
     ORDER BY member_id`.execute(ctx.db);
  return rows.map((r) => r.member_id);
}
