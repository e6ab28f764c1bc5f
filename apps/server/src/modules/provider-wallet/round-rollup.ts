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
}
