import { type Kysely, sql } from 'kysely';

/**
 * Promotions and the bonus book (issue 19, docs/promotions/promotions.md):
 * - `promotion`: a merchant's promotion: category (one of the spec's 14), tags, period, audience,
 *   order, how it is taken (auto, claim, join, apply), its reward rule (`reward_kind` and its
 *   parameters as data, checked by the rule's zod schema), an optional turnover requirement, a
 *   budget and what was spent of it (`spent` only grows, in the transaction that pays), and its
 *   texts per language in one jsonb object (`{ "en": { "title", "summary", "html" } }`, the HTML
 *   sanitized on save);
 * - `promotion_entry`: a member's join or application for a promotion's period, and its decision;
 *   `promotion_application_image` the application's images (checked by their bytes);
 * - `bonus`: every bonus paid to a member, from a promotion or another area (VIP, referral, rebate,
 *   red envelope), once per `grant_key` (the period's key) and answering a replayed `request_id`,
 *   with its turnover requirement and how that ended (met, forfeited, waived);
 * - `member.vip_level`: the member's VIP level (0 none), kept by the VIP area; `vip_level` the
 *   merchant's levels: names, thresholds, bonuses, rebate rates per game category (percent of valid
 *   bets, read by the rebate), withdrawal limits.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The member's VIP level (0: none), kept by the VIP area; promotions' VIP audiences read it.
  await sql`ALTER TABLE member ADD COLUMN vip_level integer NOT NULL DEFAULT 0`.execute(db);
  // The merchant's VIP levels (0: the base level every member starts at), whose rates the rebate reads.
  await sql`
    CREATE TABLE vip_level (
      merchant_id integer NOT NULL CONSTRAINT vip_level_merchant_fk REFERENCES merchant (id),
      level integer NOT NULL CONSTRAINT vip_level_level_ck CHECK (level BETWEEN 0 AND 100),
      names jsonb NOT NULL DEFAULT '{}',
      deposit_threshold bigint NOT NULL DEFAULT 0,
      valid_bet_threshold bigint NOT NULL DEFAULT 0,
      keep_valid_bet bigint NOT NULL DEFAULT 0,
      upgrade_bonus bigint NOT NULL DEFAULT 0,
      weekly_bonus bigint NOT NULL DEFAULT 0,
      monthly_bonus bigint NOT NULL DEFAULT 0,
      rebate_rates jsonb NOT NULL DEFAULT '{}' CONSTRAINT vip_level_rebate_rates_ck CHECK (jsonb_typeof(rebate_rates) = 'object'),
      withdrawal_daily_count integer,
      withdrawal_daily_amount bigint,
      CONSTRAINT vip_level_pk PRIMARY KEY (merchant_id, level)
    )`.execute(db);
  await sql`
    CREATE TABLE promotion (
      id serial CONSTRAINT promotion_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT promotion_merchant_fk REFERENCES merchant (id),
      code text NOT NULL,
      category text NOT NULL,
      tags jsonb NOT NULL DEFAULT '[]' CONSTRAINT promotion_tags_ck CHECK (jsonb_typeof(tags) = 'array'),
      starts_at timestamptz NOT NULL DEFAULT now(),
      ends_at timestamptz,
      audience jsonb NOT NULL DEFAULT '{"kind":"everyone"}',
      sort integer NOT NULL DEFAULT 0,
      take_mode text NOT NULL CONSTRAINT promotion_take_mode_ck CHECK (take_mode IN ('auto', 'claim', 'join', 'apply')),
      reward_kind text NOT NULL,
      rule jsonb NOT NULL DEFAULT '{}',
      turnover jsonb,
      budget bigint CONSTRAINT promotion_budget_ck CHECK (budget IS NULL OR budget >= 0),
      spent bigint NOT NULL DEFAULT 0,
      enabled boolean NOT NULL DEFAULT true,
      banner_url text NOT NULL DEFAULT '',
      texts jsonb NOT NULL DEFAULT '{}' CONSTRAINT promotion_texts_ck CHECK (jsonb_typeof(texts) = 'object'),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT promotion_code_uq UNIQUE (merchant_id, code),
      CONSTRAINT promotion_spent_ck CHECK (spent >= 0 AND (budget IS NULL OR spent <= budget)),
      CONSTRAINT promotion_period_ck CHECK (ends_at IS NULL OR ends_at > starts_at)
    )`.execute(db);
  await sql`CREATE INDEX promotion_merchant_idx ON promotion (merchant_id, sort, id)`.execute(db);

  await sql`
    CREATE TABLE promotion_entry (
      id serial CONSTRAINT promotion_entry_pk PRIMARY KEY,
      promotion_id integer NOT NULL CONSTRAINT promotion_entry_promotion_fk REFERENCES promotion (id),
      member_id integer NOT NULL CONSTRAINT promotion_entry_member_fk REFERENCES member (id),
      period_key text NOT NULL,
      status text NOT NULL CONSTRAINT promotion_entry_status_ck CHECK (status IN ('joined', 'in_process', 'rejected', 'approved')),
      comment text NOT NULL DEFAULT '',
      reject_reason text NOT NULL DEFAULT '',
      decided_by text,
      decided_at timestamptz,
      request_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT promotion_entry_uq UNIQUE (promotion_id, member_id, period_key)
    )`.execute(db);
  await sql`CREATE INDEX promotion_entry_review_idx ON promotion_entry (promotion_id, status, created_at)`.execute(db);
  await sql`CREATE INDEX promotion_entry_member_idx ON promotion_entry (member_id, promotion_id)`.execute(db);

  await sql`
    CREATE TABLE promotion_application_image (
      entry_id integer NOT NULL CONSTRAINT promotion_application_image_entry_fk REFERENCES promotion_entry (id),
      n smallint NOT NULL CONSTRAINT promotion_application_image_n_ck CHECK (n BETWEEN 1 AND 3),
      content_type text NOT NULL CONSTRAINT promotion_application_image_type_ck CHECK (content_type IN ('image/png', 'image/jpeg')),
      bytes bytea NOT NULL,
      CONSTRAINT promotion_application_image_pk PRIMARY KEY (entry_id, n)
    )`.execute(db);

  await sql`
    CREATE TABLE bonus (
      id serial CONSTRAINT bonus_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT bonus_merchant_fk REFERENCES merchant (id),
      member_id integer NOT NULL CONSTRAINT bonus_member_fk REFERENCES member (id),
      promotion_id integer CONSTRAINT bonus_promotion_fk REFERENCES promotion (id),
      source text NOT NULL CONSTRAINT bonus_source_ck CHECK (source IN ('promotion', 'vip', 'referral', 'rebate', 'red_envelope')),
      grant_key text NOT NULL,
      request_id text,
      taken_by text NOT NULL CONSTRAINT bonus_taken_by_ck CHECK (taken_by IN ('claim', 'auto', 'operator')),
      title jsonb NOT NULL DEFAULT '{}',
      amount bigint NOT NULL CONSTRAINT bonus_amount_ck CHECK (amount > 0),
      deposit_base bigint NOT NULL DEFAULT 0,
      ledger_transaction_id bigint,
      requirement text NOT NULL DEFAULT 'none'
        CONSTRAINT bonus_requirement_ck CHECK (requirement IN ('none', 'open', 'met', 'forfeited', 'waived')),
      turnover_required bigint NOT NULL DEFAULT 0,
      turnover_category text,
      turnover_since timestamptz NOT NULL DEFAULT now(),
      requirement_closed_at timestamptz,
      requirement_closed_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT bonus_grant_uq UNIQUE (member_id, grant_key)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX bonus_request_uq ON bonus (member_id, request_id) WHERE request_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX bonus_member_idx ON bonus (member_id, id DESC)`.execute(db);
  await sql`CREATE INDEX bonus_open_idx ON bonus (member_id) WHERE requirement = 'open'`.execute(db);
  await sql`CREATE INDEX bonus_promotion_idx ON bonus (promotion_id, created_at) WHERE promotion_id IS NOT NULL`.execute(db);
  // Turnover of a requirement: a member's settled rounds from an instant.
  await sql`CREATE INDEX game_round_member_settled_idx ON game_round (member_id, settled_at) WHERE status = 'settled' AND NOT play_money`.execute(
    db,
  );
}
