import { type Kysely, sql } from 'kysely';

/**
 * Invite friends and red envelopes (issue 19 items 6 and 2; docs/promotions/referral.md and
 * red-envelopes.md):
 * - `member.referral_code`: the member's own code (`R` + 9 characters, made on first use, then
 *   stable), unique per merchant; `member.referred_by`: the member whose code the member registered
 *   with (the agent placement is separate: `parent_id`);
 * - `referral_setting`: a merchant's stage rewards, limits and rules text (one jsonb object checked
 *   by the shared zod schema);
 * - `referral_stage`: each stage a referred friend reached, once per friend and stage, with what it
 *   paid the referrer and the friend (their `bonus` rows) or why it paid nothing (`flag`);
 * - `red_envelope_drop`: an operator's drop: budget, count, minimum, period, audience, and the
 *   provably fair server seed (secret until the end) and its SHA-256 committed at creation;
 * - `red_envelope`: the drop's envelopes, their amounts drawn from the seed at creation; a member
 *   takes one (one per member and drop), its bonus is the `bonus` row keyed `red:<dropId>`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE member ADD COLUMN referral_code text`.execute(db);
  await sql`ALTER TABLE member ADD COLUMN referred_by integer CONSTRAINT member_referred_by_fk REFERENCES member (id)`.execute(db);
  await sql`CREATE UNIQUE INDEX member_referral_code_uq ON member (merchant_id, referral_code) WHERE referral_code IS NOT NULL`.execute(db);
  await sql`CREATE INDEX member_referred_by_idx ON member (referred_by, created_at DESC) WHERE referred_by IS NOT NULL`.execute(db);

  await sql`
    CREATE TABLE referral_setting (
      merchant_id integer CONSTRAINT referral_setting_pk PRIMARY KEY CONSTRAINT referral_setting_merchant_fk REFERENCES merchant (id),
      settings jsonb NOT NULL CONSTRAINT referral_setting_settings_ck CHECK (jsonb_typeof(settings) = 'object'),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE referral_stage (
      friend_id integer NOT NULL CONSTRAINT referral_stage_friend_fk REFERENCES member (id),
      stage text NOT NULL CONSTRAINT referral_stage_stage_ck CHECK (stage IN ('register', 'first_deposit', 'valid_bet')),
      referrer_id integer NOT NULL CONSTRAINT referral_stage_referrer_fk REFERENCES member (id),
      merchant_id integer NOT NULL CONSTRAINT referral_stage_merchant_fk REFERENCES merchant (id),
      referrer_bonus_id integer CONSTRAINT referral_stage_referrer_bonus_fk REFERENCES bonus (id),
      friend_bonus_id integer CONSTRAINT referral_stage_friend_bonus_fk REFERENCES bonus (id),
      flag text CONSTRAINT referral_stage_flag_ck CHECK (flag IS NULL OR flag IN ('same_ip', 'monthly_limit', 'trial', 'rewards_off')),
      reached_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT referral_stage_pk PRIMARY KEY (friend_id, stage)
    )`.execute(db);
  await sql`CREATE INDEX referral_stage_referrer_idx ON referral_stage (referrer_id, reached_at)`.execute(db);

  await sql`
    CREATE TABLE red_envelope_drop (
      id serial CONSTRAINT red_envelope_drop_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT red_envelope_drop_merchant_fk REFERENCES merchant (id),
      titles jsonb NOT NULL CONSTRAINT red_envelope_drop_titles_ck CHECK (jsonb_typeof(titles) = 'object'),
      budget bigint NOT NULL CONSTRAINT red_envelope_drop_budget_ck CHECK (budget > 0),
      count integer NOT NULL CONSTRAINT red_envelope_drop_count_ck CHECK (count BETWEEN 1 AND 10000),
      min_amount bigint NOT NULL CONSTRAINT red_envelope_drop_min_ck CHECK (min_amount > 0),
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      audience jsonb NOT NULL DEFAULT '{"kind":"everyone"}',
      server_seed text NOT NULL,
      seed_hash text NOT NULL,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT red_envelope_drop_split_ck CHECK (budget >= count::bigint * min_amount),
      CONSTRAINT red_envelope_drop_period_ck CHECK (ends_at > starts_at)
    )`.execute(db);
  await sql`CREATE INDEX red_envelope_drop_merchant_idx ON red_envelope_drop (merchant_id, ends_at DESC)`.execute(db);

  await sql`
    CREATE TABLE red_envelope (
      drop_id integer NOT NULL CONSTRAINT red_envelope_drop_fk REFERENCES red_envelope_drop (id),
      n integer NOT NULL,
      amount bigint NOT NULL CONSTRAINT red_envelope_amount_ck CHECK (amount > 0),
      member_id integer CONSTRAINT red_envelope_member_fk REFERENCES member (id),
      bonus_id integer CONSTRAINT red_envelope_bonus_fk REFERENCES bonus (id),
      claimed_at timestamptz,
      CONSTRAINT red_envelope_pk PRIMARY KEY (drop_id, n),
      CONSTRAINT red_envelope_member_uq UNIQUE (drop_id, member_id)
    )`.execute(db);
  await sql`CREATE INDEX red_envelope_open_idx ON red_envelope (drop_id, n) WHERE member_id IS NULL`.execute(db);
  await sql`CREATE INDEX red_envelope_member_idx ON red_envelope (member_id, claimed_at DESC) WHERE member_id IS NOT NULL`.execute(db);
}
