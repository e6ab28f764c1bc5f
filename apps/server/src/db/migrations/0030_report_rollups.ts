import { type Kysely, sql } from 'kysely';

/**
 * Rollups of the operator reports (issue 16, item 7; docs/backoffice/reports.md). Each is added to
 * in the transaction that settles a round (provider-wallet/round-rollup.ts), with the same delta
 * as `member_hourly_rollup`, and back-filled here from the settled real-money rounds.
 *
 * - `game_day_rollup`: per merchant, business day, vendor and catalogue game (0 = a round without
 *   one), the rounds settled in it: a day is at most one row per game played, whatever the number
 *   of bets or players (a quarter-hour grain would be 96 times that: with the demo's 3,228 games
 *   nearly as many rows as bets). GGR by day, category, vendor and game reads it.
 * - `member_day_rollup`: per merchant, business day and member: distinct active players over any
 *   range, and agents' teams.
 * - A business day of these two is the merchant's (`merchant.time_zone`) when the round settled:
 *   a later change of zone leaves earlier days as they were (re-bucket with
 *   `backfillReportRollups` after emptying them; the quarter-hour `member_hourly_rollup` stays
 *   exact in any zone).
 * - `lottery_issue_rollup`: per merchant and lottery issue (issues are shared by every merchant),
 *   its settled rounds (one per member and issue).
 * - Indexes for the figures read from their own tables (far fewer rows than bets): credited
 *   deposits by credit time, paid withdrawals by payment time, members by registration, ledger
 *   transactions by kind and time (bonuses).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE game_day_rollup (
      merchant_id integer NOT NULL CONSTRAINT game_day_rollup_merchant_fk REFERENCES merchant (id),
      day date NOT NULL,
      vendor_code text NOT NULL,
      game_id integer NOT NULL,
      category text NOT NULL,
      bets bigint NOT NULL DEFAULT 0,
      payout bigint NOT NULL DEFAULT 0,
      rounds integer NOT NULL DEFAULT 0,
      CONSTRAINT game_day_rollup_pk PRIMARY KEY (merchant_id, day, vendor_code, game_id)
    )`.execute(db);
  await sql`
    CREATE TABLE member_day_rollup (
      merchant_id integer NOT NULL CONSTRAINT member_day_rollup_merchant_fk REFERENCES merchant (id),
      day date NOT NULL,
      member_id integer NOT NULL CONSTRAINT member_day_rollup_member_fk REFERENCES member (id),
      bets bigint NOT NULL DEFAULT 0,
      payout bigint NOT NULL DEFAULT 0,
      rounds integer NOT NULL DEFAULT 0,
      CONSTRAINT member_day_rollup_pk PRIMARY KEY (merchant_id, day, member_id)
    )`.execute(db);
  await sql`CREATE INDEX member_day_rollup_member_idx ON member_day_rollup (member_id, day)`.execute(db);
  await sql`
    CREATE TABLE lottery_issue_rollup (
      merchant_id integer NOT NULL CONSTRAINT lottery_issue_rollup_merchant_fk REFERENCES merchant (id),
      issue_id bigint NOT NULL CONSTRAINT lottery_issue_rollup_issue_fk REFERENCES lottery_issue (id) ON DELETE CASCADE,
      bets bigint NOT NULL DEFAULT 0,
      payout bigint NOT NULL DEFAULT 0,
      rounds integer NOT NULL DEFAULT 0,
      CONSTRAINT lottery_issue_rollup_pk PRIMARY KEY (merchant_id, issue_id)
    )`.execute(db);
  await backfillReportRollups(db);

  await sql`CREATE INDEX deposit_credited_idx ON deposit (merchant_id, decided_at) WHERE status = 'CREDITED'`.execute(db);
  await sql`CREATE INDEX withdrawal_paid_idx ON withdrawal (merchant_id, paid_at) WHERE paid_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX member_created_idx ON member (merchant_id, created_at)`.execute(db);
  await sql`CREATE INDEX ledger_transaction_kind_time_idx ON ledger_transaction (merchant_id, kind, created_at)`.execute(db);
}

/**
 * Fills the report rollups from the settled real-money rounds, as settlement would have (one
 * INSERT … SELECT … GROUP BY each; the tables must be empty). The benchmark builds them so too.
 */
export async function backfillReportRollups(db: Kysely<any>): Promise<void> {
  await sql`
    INSERT INTO game_day_rollup (merchant_id, day, vendor_code, game_id, category, bets, payout, rounds)
    SELECT r.merchant_id, (r.settled_at AT TIME ZONE m.time_zone)::date, r.vendor_code,
           coalesce(r.game_id, 0), min(coalesce(g.category_code, 'OTHER')), sum(r.total_bet), sum(r.total_win), count(*)
      FROM game_round r
      JOIN merchant m ON m.id = r.merchant_id
      LEFT JOIN game g ON g.id = r.game_id
     WHERE r.status = 'settled' AND NOT r.play_money
     GROUP BY 1, 2, 3, 4`.execute(db);
  await sql`
    INSERT INTO member_day_rollup (merchant_id, day, member_id, bets, payout, rounds)
    SELECT r.merchant_id, (r.settled_at AT TIME ZONE m.time_zone)::date, r.member_id, sum(r.total_bet), sum(r.total_win), count(*)
      FROM game_round r
      JOIN merchant m ON m.id = r.merchant_id
     WHERE r.status = 'settled' AND NOT r.play_money
     GROUP BY 1, 2, 3`.execute(db);
  await sql`
    INSERT INTO lottery_issue_rollup (issue_id, merchant_id, bets, payout, rounds)
    SELECT i.id, r.merchant_id, sum(r.total_bet), sum(r.total_win), count(*)
      FROM game_round r
      JOIN lottery_issue i ON i.id = CASE WHEN r.round_id ~ '^issue:[0-9]{1,18}:' THEN split_part(r.round_id, ':', 2)::bigint END
      JOIN lottery_game lg ON lg.id = i.lottery_game_id AND lg.game_id = r.game_id
     WHERE r.status = 'settled' AND NOT r.play_money
     GROUP BY 1, 2`.execute(db);
}
