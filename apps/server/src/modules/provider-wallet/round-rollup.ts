import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** What a settled round (or a later correction of one) adds to its member's hour, in minor units. */
export type RollupDelta = { bets: bigint; payout: bigint; rounds: number };

/**
 * Adds a settled round's figures to its member's hourly rollup (ARCHITECTURE §6), in the caller's
 * transaction — the one that settles the round or corrects it — so reports never disagree with
 * the ledger. Its `hour` column holds the UTC-aligned quarter-hour the round settled in (rows
 * written before were whole hours): every zone in use is a whole number of quarter-hours from UTC,
 * so a merchant's business day (Asia/Yangon's starts at 17:30 UTC) is a whole number of rows for
 * missions and the leaderboard. A rollback after settlement adds a negative delta to that same
 * quarter. valid_bet equals bets for the vendors' games (no void or
 * half bets yet); profit = payout − bets, the member's result. Each hour holds one row per game
 * category (the round's catalogue game's, OTHER without one), so lottery turnover reads apart from
 * the rest. The same delta goes to the member's UTC-aligned 5-minute slot (`member_slot_rollup`,
 * read by contract settlements and team reports in the merchant's time zone). Play-money (trial)
 * rounds are not rolled up: they are not business.
 */
export async function addToRollup(executor: Kysely<Database>, roundId: bigint, delta: RollupDelta): Promise<void> {
  const profit = delta.payout - delta.bets;
  await sql`
    INSERT INTO member_hourly_rollup AS u (member_id, hour, category, merchant_id, bets, valid_bet, payout, profit, rounds)
    SELECT r.member_id, to_timestamp(floor(extract(epoch FROM r.settled_at) / 900) * 900), coalesce(g.category_code, 'OTHER'),
           r.merchant_id, ${delta.bets}::bigint, ${delta.bets}::bigint, ${delta.payout}::bigint, ${profit}::bigint, ${delta.rounds}::integer
      FROM game_round r
      LEFT JOIN game g ON g.id = r.game_id
     WHERE r.id = ${roundId} AND r.status = 'settled' AND NOT r.play_money
    ON CONFLICT (member_id, hour, category) DO UPDATE SET
      bets = u.bets + excluded.bets,
      valid_bet = u.valid_bet + excluded.valid_bet,
      payout = u.payout + excluded.payout,
      profit = u.profit + excluded.profit,
      rounds = u.rounds + excluded.rounds`.execute(executor);
  await sql`
    INSERT INTO member_slot_rollup AS u (member_id, slot, merchant_id, bets, valid_bet, payout, profit, rounds)
    SELECT r.member_id, to_timestamp(floor(extract(epoch FROM r.settled_at) / 300) * 300), r.merchant_id,
           ${delta.bets}::bigint, ${delta.bets}::bigint, ${delta.payout}::bigint, ${profit}::bigint, ${delta.rounds}::integer
      FROM game_round r
     WHERE r.id = ${roundId} AND r.status = 'settled' AND NOT r.play_money
    ON CONFLICT (member_id, slot) DO UPDATE SET
      bets = u.bets + excluded.bets,
      valid_bet = u.valid_bet + excluded.valid_bet,
      payout = u.payout + excluded.payout,
      profit = u.profit + excluded.profit,
      rounds = u.rounds + excluded.rounds`.execute(executor);
  await addToReportRollups(executor, roundId, delta);
}

/**
 * The operator reports' rollups (migration 0030, docs/backoffice/reports.md), in one statement:
 * the round's game and its member on the business day (in the merchant's zone), and for a
 * lottery round (`issue:<issue>:<member>` of a lottery game) its issue.
 */
async function addToReportRollups(executor: Kysely<Database>, roundId: bigint, delta: RollupDelta): Promise<void> {
  await sql`
    WITH r AS (
      SELECT r.merchant_id, r.member_id, r.vendor_code, r.game_id, r.round_id, r.settled_at, m.time_zone,
             coalesce(g.category_code, 'OTHER') AS category
        FROM game_round r
        JOIN merchant m ON m.id = r.merchant_id
        LEFT JOIN game g ON g.id = r.game_id
       WHERE r.id = ${roundId} AND r.status = 'settled' AND NOT r.play_money
    ), games AS (
      INSERT INTO game_day_rollup AS u (merchant_id, day, vendor_code, game_id, category, bets, payout, rounds)
      SELECT merchant_id, (settled_at AT TIME ZONE time_zone)::date, vendor_code, coalesce(game_id, 0), category,
             ${delta.bets}::bigint, ${delta.payout}::bigint, ${delta.rounds}::integer
        FROM r
      ON CONFLICT (merchant_id, day, vendor_code, game_id) DO UPDATE SET
        bets = u.bets + excluded.bets, payout = u.payout + excluded.payout, rounds = u.rounds + excluded.rounds
    ), members AS (
      INSERT INTO member_day_rollup AS u (merchant_id, day, member_id, bets, payout, rounds)
      SELECT merchant_id, (settled_at AT TIME ZONE time_zone)::date, member_id, ${delta.bets}::bigint, ${delta.payout}::bigint, ${delta.rounds}::integer
        FROM r
      ON CONFLICT (merchant_id, day, member_id) DO UPDATE SET
        bets = u.bets + excluded.bets, payout = u.payout + excluded.payout, rounds = u.rounds + excluded.rounds
    )
    INSERT INTO lottery_issue_rollup AS u (merchant_id, issue_id, bets, payout, rounds)
    SELECT r.merchant_id, i.id, ${delta.bets}::bigint, ${delta.payout}::bigint, ${delta.rounds}::integer
      FROM r
      JOIN lottery_issue i ON i.id = CASE WHEN r.round_id ~ '^issue:[0-9]{1,18}:' THEN split_part(r.round_id, ':', 2)::bigint END
      JOIN lottery_game lg ON lg.id = i.lottery_game_id AND lg.game_id = r.game_id
    ON CONFLICT (merchant_id, issue_id) DO UPDATE SET
      bets = u.bets + excluded.bets, payout = u.payout + excluded.payout, rounds = u.rounds + excluded.rounds`.execute(executor);
}

/** One settled round's delta for {@link addManyToRollups}. */
export type RoundDelta = RollupDelta & { roundId: bigint };

/**
 * {@link addToRollup} for many rounds at once (the batch credit settles hundreds in one
 * transaction): the same rows and sums, five statements whatever the count. Deltas that land on
 * the same rollup row are summed first (an upsert may touch a row once per statement), and rows
 * are written in key order so two batches upserting shared rows (a game's day, an issue) queue
 * rather than deadlock.
 */
export async function addManyToRollups(executor: Kysely<Database>, deltas: readonly RoundDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const input = JSON.stringify(
    deltas.map((d) => ({ id: String(d.roundId), bets: String(d.bets), payout: String(d.payout), rounds: d.rounds })),
  );
  const rounds = sql`(
    SELECT r.merchant_id, r.member_id, r.vendor_code, r.game_id, r.round_id, r.settled_at, coalesce(g.category_code, 'OTHER') AS category,
           d.bets, d.payout, d.rounds
      FROM jsonb_to_recordset(${input}::jsonb) AS d(id bigint, bets bigint, payout bigint, rounds integer)
      JOIN game_round r ON r.id = d.id
      LEFT JOIN game g ON g.id = r.game_id
     WHERE r.status = 'settled' AND NOT r.play_money
  )`;
  await sql`
    INSERT INTO member_hourly_rollup AS u (member_id, hour, category, merchant_id, bets, valid_bet, payout, profit, rounds)
    SELECT member_id, to_timestamp(floor(extract(epoch FROM settled_at) / 900) * 900) AS hour, category, merchant_id,
           sum(bets)::bigint, sum(bets)::bigint, sum(payout)::bigint, sum(payout - bets)::bigint, sum(rounds)::integer
      FROM ${rounds} r GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3
    ON CONFLICT (member_id, hour, category) DO UPDATE SET
      bets = u.bets + excluded.bets,
      valid_bet = u.valid_bet + excluded.valid_bet,
      payout = u.payout + excluded.payout,
      profit = u.profit + excluded.profit,
      rounds = u.rounds + excluded.rounds`.execute(executor);
  await sql`
    INSERT INTO member_slot_rollup AS u (member_id, slot, merchant_id, bets, valid_bet, payout, profit, rounds)
    SELECT member_id, to_timestamp(floor(extract(epoch FROM settled_at) / 300) * 300) AS slot, merchant_id,
           sum(bets)::bigint, sum(bets)::bigint, sum(payout)::bigint, sum(payout - bets)::bigint, sum(rounds)::integer
      FROM ${rounds} r GROUP BY 1, 2, 3 ORDER BY 1, 2
    ON CONFLICT (member_id, slot) DO UPDATE SET
      bets = u.bets + excluded.bets,
      valid_bet = u.valid_bet + excluded.valid_bet,
      payout = u.payout + excluded.payout,
      profit = u.profit + excluded.profit,
      rounds = u.rounds + excluded.rounds`.execute(executor);
  // The operator reports' rollups, as addToReportRollups writes them.
  const local = sql`(SELECT r.*, (r.settled_at AT TIME ZONE m.time_zone)::date AS day FROM ${rounds} r JOIN merchant m ON m.id = r.merchant_id)`;
  await sql`
    INSERT INTO game_day_rollup AS u (merchant_id, day, vendor_code, game_id, category, bets, payout, rounds)
    SELECT merchant_id, day, vendor_code, coalesce(game_id, 0), min(category), sum(bets)::bigint, sum(payout)::bigint, sum(rounds)::integer
      FROM ${local} r GROUP BY merchant_id, day, vendor_code, coalesce(game_id, 0) ORDER BY 1, 2, 3, 4
    ON CONFLICT (merchant_id, day, vendor_code, game_id) DO UPDATE SET
      bets = u.bets + excluded.bets, payout = u.payout + excluded.payout, rounds = u.rounds + excluded.rounds`.execute(executor);
  await sql`
    INSERT INTO member_day_rollup AS u (merchant_id, day, member_id, bets, payout, rounds)
    SELECT merchant_id, day, member_id, sum(bets)::bigint, sum(payout)::bigint, sum(rounds)::integer
      FROM ${local} r GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (merchant_id, day, member_id) DO UPDATE SET
      bets = u.bets + excluded.bets, payout = u.payout + excluded.payout, rounds = u.rounds + excluded.rounds`.execute(executor);
  await sql`
    INSERT INTO lottery_issue_rollup AS u (merchant_id, issue_id, bets, payout, rounds)
    SELECT r.merchant_id, i.id, sum(r.bets)::bigint, sum(r.payout)::bigint, sum(r.rounds)::integer
      FROM ${rounds} r
      JOIN lottery_issue i ON i.id = CASE WHEN r.round_id ~ '^issue:[0-9]{1,18}:' THEN split_part(r.round_id, ':', 2)::bigint END
      JOIN lottery_game lg ON lg.id = i.lottery_game_id AND lg.game_id = r.game_id
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (merchant_id, issue_id) DO UPDATE SET
      bets = u.bets + excluded.bets, payout = u.payout + excluded.payout, rounds = u.rounds + excluded.rounds`.execute(executor);
}
