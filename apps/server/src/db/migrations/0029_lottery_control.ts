import { type Kysely, sql } from 'kysely';

/**
 * Lottery control from the back office (issue 16, item 6; docs/backoffice/lottery.md).
 *
 * - `lottery_game`: prize-group bounds (`min_series`, `max_series`: a member plays at most at the
 *   lower of its own group and the game's maximum, never below the minimum), bet limits per member
 *   on one issue (`max_number_stake`: on one number/bet option, `max_issue_stake`: in all), and a
 *   schedule waiting for the game's next day (`next_schedule` from `next_schedule_from`), so the
 *   numeros of a day never come from two schedules. NULL: no bound.
 * - `lottery_issue`: `paused_at` (no bets, not drawn until resumed), and the cancellation: who,
 *   why, when, and `refunded_at` once every bet of it was refunded (a cancelled issue without it
 *   still has refunds to finish; the scheduler finishes them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE lottery_game
      ADD COLUMN min_series integer,
      ADD COLUMN max_series integer,
      ADD COLUMN max_number_stake bigint,
      ADD COLUMN max_issue_stake bigint,
      ADD COLUMN next_schedule jsonb,
      ADD COLUMN next_schedule_from timestamptz,
      ADD CONSTRAINT lottery_game_series_bounds_ck
        CHECK (min_series BETWEEN 1 AND 2000 AND max_series BETWEEN 1 AND 2000 AND min_series <= max_series),
      ADD CONSTRAINT lottery_game_limits_ck CHECK (max_number_stake > 0 AND max_issue_stake > 0),
      ADD CONSTRAINT lottery_game_next_schedule_ck CHECK ((next_schedule IS NULL) = (next_schedule_from IS NULL))`.execute(db);
  await sql`
    ALTER TABLE lottery_issue
      ADD COLUMN paused_at timestamptz,
      ADD COLUMN cancelled_at timestamptz,
      ADD COLUMN cancel_reason text,
      ADD COLUMN cancelled_by integer CONSTRAINT lottery_issue_cancelled_by_fk REFERENCES operator (id),
      ADD COLUMN refunded_at timestamptz,
      ADD CONSTRAINT lottery_issue_cancelled_ck CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL)),
      ADD CONSTRAINT lottery_issue_paused_ck CHECK (paused_at IS NULL OR status IN ('open', 'locked'))`.execute(db);
  await sql`CREATE INDEX lottery_issue_refunding_idx ON lottery_issue (cancelled_at) WHERE status = 'cancelled' AND refunded_at IS NULL`.execute(
    db,
  );
}
