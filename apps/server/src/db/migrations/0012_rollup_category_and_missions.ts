import { type Kysely, sql } from 'kysely';

/**
 * Reports by game category, missions and the lower bound of prize groups.
 *
 * - `member_hourly_rollup.category`: the settled round's game category (LOTT, ELOTT, RNG, …;
 *   OTHER when the round has no catalogue game). An hour now holds one row per category, so the
 *   agent reports and the mission progress can read lottery turnover apart from slots.
 * - `mission`: a merchant's daily missions (ARCHITECTURE §6 has no missions; the spec names the
 *   mission summary and leaderboard calls only): reach a valid bet or a number of settled rounds
 *   in a category (or in all) within one UTC day, then claim a fixed reward.
 * - `mission_claim`: one claim per member, mission and day; the reward is a ledger post of kind
 *   `bonus` whose idempotency key is the claim's, so a double click pays once.
 * - `lottery_merchant_config.min_series`: the lowest prize group an agent may give a downline.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE member_hourly_rollup ADD COLUMN category text NOT NULL DEFAULT 'OTHER'`.execute(db);
  await sql`
    UPDATE member_hourly_rollup u SET category = sub.category
      FROM (SELECT DISTINCT ON (r.member_id, date_trunc('hour', r.settled_at AT TIME ZONE 'UTC'))
                   r.member_id, date_trunc('hour', r.settled_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour, g.category_code AS category
              FROM game_round r JOIN game g ON g.id = r.game_id
             WHERE r.status = 'settled') sub
     WHERE sub.member_id = u.member_id AND sub.hour = u.hour`.execute(db);
  await sql`ALTER TABLE member_hourly_rollup ALTER COLUMN category DROP DEFAULT`.execute(db);
  await sql`ALTER TABLE member_hourly_rollup DROP CONSTRAINT member_hourly_rollup_pk`.execute(db);
  await sql`ALTER TABLE member_hourly_rollup ADD CONSTRAINT member_hourly_rollup_pk PRIMARY KEY (member_id, hour, category)`.execute(db);

  await sql`ALTER TABLE lottery_merchant_config ADD COLUMN min_series integer NOT NULL DEFAULT 1700`.execute(db);
  await sql`ALTER TABLE lottery_merchant_config ADD CONSTRAINT lottery_merchant_config_min_ck CHECK (min_series BETWEEN 1 AND default_series)`.execute(
    db,
  );

  await sql`
    CREATE TABLE mission (
      id serial CONSTRAINT mission_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT mission_merchant_fk REFERENCES merchant (id),
      code text NOT NULL CONSTRAINT mission_code_ck CHECK (code ~ '^[A-Z0-9_]{1,40}$'),
      titles jsonb NOT NULL CONSTRAINT mission_titles_ck CHECK (jsonb_typeof(titles) = 'object' AND titles ? 'en'),
      category text CONSTRAINT mission_category_fk REFERENCES game_category (code),
      metric text NOT NULL CONSTRAINT mission_metric_ck CHECK (metric IN ('valid_bet', 'rounds')),
      target bigint NOT NULL CONSTRAINT mission_target_ck CHECK (target > 0),
      reward bigint NOT NULL CONSTRAINT mission_reward_ck CHECK (reward > 0),
      sort integer NOT NULL DEFAULT 0,
      enabled boolean NOT NULL DEFAULT true,
      CONSTRAINT mission_code_uq UNIQUE (merchant_id, code)
    )`.execute(db);

  await sql`
    CREATE TABLE mission_claim (
      member_id integer NOT NULL CONSTRAINT mission_claim_member_fk REFERENCES member (id) ON DELETE CASCADE,
      mission_id integer NOT NULL CONSTRAINT mission_claim_mission_fk REFERENCES mission (id) ON DELETE CASCADE,
      day date NOT NULL,
      reward bigint NOT NULL,
      ledger_transaction_id bigint NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT mission_claim_pk PRIMARY KEY (member_id, mission_id, day)
    )`.execute(db);
}
