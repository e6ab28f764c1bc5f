import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/index';
import { expectWholeLedgerBalanced } from '../testing/provider';
import { seedTeamHistory } from './team-history';

/** The demo team's history (seed/team-history.ts): real rounds, deposits and withdrawals, re-dated over past days. */
let t: TestApp;
let played = 0;
const db = () => t.database.db;
const NAMES = ['player01', 'member02'];

beforeAll(async () => {
  t = await buildTestApp();
  const merchant = await db().selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  played = await seedTeamHistory(db(), merchant, { usernames: NAMES, days: 6, roundsPerDay: 2 });
});
afterAll(async () => t?.close());

describe('seedTeamHistory', () => {
  it('plays settled rounds spread over past days, and their rollups follow them', async () => {
    expect(played).toBeGreaterThan(0);
    const rounds = await db()
      .selectFrom('game_round as r')
      .innerJoin('member as m', 'm.id', 'r.member_id')
      .select(['r.id', 'r.status', 'r.settled_at', 'r.total_bet', 'r.total_win'])
      .where('m.username', 'in', NAMES)
      .execute();
    expect(rounds).toHaveLength(played);
    expect(rounds.every((r) => r.status === 'settled' && r.settled_at !== null && r.settled_at.getTime() <= Date.now())).toBe(true);
    const days = new Set(rounds.map((r) => (r.settled_at as Date).toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(1);

    // Every round sits in the slot and hour it now settles in, and nothing else is left in the rollups.
    const mismatched = await sql<{ member_id: number }>`
      SELECT coalesce(s.member_id, g.member_id) AS member_id FROM (
        SELECT member_id, slot, sum(bets) AS bets, sum(payout) AS payout, sum(rounds) AS rounds FROM member_slot_rollup GROUP BY 1, 2
      ) s FULL JOIN (
        SELECT member_id, to_timestamp(floor(extract(epoch FROM settled_at) / 300) * 300) AS slot,
               sum(total_bet) AS bets, sum(total_win) AS payout, count(*) AS rounds
          FROM game_round WHERE status = 'settled' AND NOT play_money GROUP BY 1, 2
      ) g ON g.member_id = s.member_id AND g.slot = s.slot
      WHERE s.bets IS DISTINCT FROM g.bets OR s.payout IS DISTINCT FROM g.payout OR s.rounds IS DISTINCT FROM g.rounds`.execute(db());
    expect(mismatched.rows).toEqual([]);
    const hourly = await sql<{ n: string }>`
      SELECT count(*) AS n FROM member_hourly_rollup h JOIN member m ON m.id = h.member_id
       WHERE m.username IN ('player01', 'member02') AND h.hour > now()`.execute(db());
    expect(Number(hourly.rows[0]?.n)).toBe(0);
  });

  it('credits each member a deposit before its first round, through the cashier tables, and keeps the ledger whole', async () => {
    for (const username of NAMES) {
      const member = await db().selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow();
      const first = await db()
        .selectFrom('deposit')
        .select(['decided_at', 'status'])
        .where('member_id', '=', member.id)
        .orderBy('decided_at')
        .executeTakeFirstOrThrow();
      const round = await db()
        .selectFrom('game_round')
        .select('created_at')
        .where('member_id', '=', member.id)
        .orderBy('created_at')
        .executeTakeFirst();
      expect(first.status).toBe('CREDITED');
      if (round) expect((first.decided_at as Date).getTime()).toBeLessThan(new Date(round.created_at).getTime());
    }
    await expectWholeLedgerBalanced(db());
  });
});
