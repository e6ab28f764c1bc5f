import { type Kysely, sql } from 'kysely';
import type { Database, LocalizedText } from '../../db/schema';
import type { Period } from './periods';

export type MissionRow = {
  id: number;
  code: string;
  titles: LocalizedText;
  category: string | null;
  metric: 'valid_bet' | 'rounds';
  target: bigint;
  reward: bigint;
};

/** A member's settled play in a period, per game category, from the quarter-hour rollups (`member_hourly_rollup`). */
export type CategoryFigures = { category: string; validBet: bigint; rounds: bigint };

/** Missions, their progress and their claims. */
export function createMissionsRepository(db: Kysely<Database>) {
  return {
    /** A merchant's enabled missions in display order. */
    async missions(merchantId: number): Promise<MissionRow[]> {
      const rows = await db
        .selectFrom('mission')
        .select(['id', 'code', 'titles', 'category', 'metric', 'target', 'reward'])
        .where('merchant_id', '=', merchantId)
        .where('enabled', '=', true)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ ...r, target: BigInt(r.target), reward: BigInt(r.reward) }));
    },

    /** The member's valid bet and settled rounds per category in a period. */
    async figures(memberId: number, period: Period): Promise<CategoryFigures[]> {
      const { rows } = await sql<{ category: string; valid_bet: string; rounds: string }>`
        SELECT category, sum(valid_bet)::text AS valid_bet, sum(rounds)::text AS rounds
          FROM member_hourly_rollup
         WHERE member_id = ${memberId} AND hour >= ${period.from} AND hour < ${period.to}
         GROUP BY category`.execute(db);
      return rows.map((r) => ({ category: r.category, validBet: BigInt(r.valid_bet), rounds: BigInt(r.rounds) }));
    },

    /** The ids of the missions the member claimed on a day. */
    async claimedIds(memberId: number, day: string): Promise<Set<number>> {
      const rows = await db
        .selectFrom('mission_claim')
        .select('mission_id')
        .where('member_id', '=', memberId)
        .where('day', '=', sql<Date>`${day}::date`)
        .execute();
      return new Set(rows.map((r) => r.mission_id));
    },
  };
}

export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
