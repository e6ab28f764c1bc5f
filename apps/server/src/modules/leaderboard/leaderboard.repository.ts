import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { Period } from '../missions/periods';

export type LeaderboardRow = { member_id: number; username: string; profit: string; valid_bet: string; rank: string };

/** The leaderboard's figures, summed from the quarter-hour rollups (`member_hourly_rollup`) of settled real-money play. */
export function createLeaderboardRepository(db: Kysely<Database>) {
  return {
    /**
     * The top `limit` members of a merchant in a period by profit (net winnings) or valid bet,
     * counting only those above zero, plus `memberId`'s own row wherever it ranks. Ties share
     * a rank (SQL rank()); the member with the lower id is listed first among equals.
     */
    async top(input: {
      merchantId: number;
      period: Period;
      category: string | null;
      rankBy: 'profit' | 'valid_bet';
      limit: number;
      memberId: number | null;
    }): Promise<LeaderboardRow[]> {
      const metric = input.rankBy === 'profit' ? sql.ref('t.profit') : sql.ref('t.valid_bet');
      const { rows } = await sql<LeaderboardRow>`
        WITH t AS (
          SELECT member_id, sum(profit) AS profit, sum(valid_bet) AS valid_bet
            FROM member_hourly_rollup
           WHERE merchant_id = ${input.merchantId} AND hour >= ${input.period.from} AND hour < ${input.period.to}
             ${input.category === null ? sql`` : sql`AND category = ${input.category}`}
           GROUP BY member_id
        ), ranked AS (
          SELECT t.member_id, t.profit, t.valid_bet, rank() OVER (ORDER BY ${metric} DESC) AS rank,
                 row_number() OVER (ORDER BY ${metric} DESC, t.member_id) AS position
            FROM t WHERE ${metric} > 0
        )
        SELECT r.member_id, m.username, r.profit::text AS profit, r.valid_bet::text AS valid_bet, r.rank::text AS rank
          FROM ranked r JOIN member m ON m.id = r.member_id
         WHERE r.position <= ${input.limit} OR r.member_id = ${input.memberId ?? 0}
         ORDER BY r.position`.execute(db);
      return rows;
    },
  };
}

export type LeaderboardRepository = ReturnType<typeof createLeaderboardRepository>;
