import { type Kysely, sql } from 'kysely';

/**
 * The points mall (issue 21, docs/points/points-mall.md). Points themselves live in the ledger
 * (currency PTS, member account `points`, house account `points_issuer`); these tables hold the
 * mall's settings and goods, the redemptions' life, and what the earning has already counted:
 * - `points_settings`: per merchant, the mall and conversion switches and the rules text per language;
 * - `points_earn_rule`: per point type, every `unit` (minor units) of valid bet or deposit earns `points`;
 * - `points_rate`: the exchange-rate table, from `min_points` converted, `points` give `amount`;
 * - `points_goods`: gifts, life services and promotion goods with stock (`redeemed` ≤ `stock`
 *   checked by the database, so no oversell whatever the number of processes);
 * - `points_redemption`: one redemption, unique per member and request id (replays);
 * - `points_conversion`: one conversion, unique per member and request id (replays);
 * - `points_bet_seen`: per settled-rounds rollup row, the valid bet already turned into points;
 * - `points_accrual`: per member and point type, the valid bet below one unit carried to the next
 *   accrual and the sequence numbering the earning posts (their idempotency keys);
 * - `points_deposit_credit`: the deposits that have earned their points.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE points_settings (
      merchant_id integer CONSTRAINT points_settings_pk PRIMARY KEY CONSTRAINT points_settings_merchant_fk REFERENCES merchant (id),
      enabled boolean NOT NULL DEFAULT false,
      convert_enabled boolean NOT NULL DEFAULT false,
      rules_text jsonb NOT NULL DEFAULT '{}'::jsonb,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE points_earn_rule (
      merchant_id integer NOT NULL CONSTRAINT points_earn_rule_merchant_fk REFERENCES merchant (id),
      type text NOT NULL CONSTRAINT points_earn_rule_type_ck CHECK (type IN ('live', 'lottery', 'pvp', 'slots', 'sports', 'deposit')),
      enabled boolean NOT NULL DEFAULT true,
      unit bigint NOT NULL CONSTRAINT points_earn_rule_unit_ck CHECK (unit > 0),
      points integer NOT NULL CONSTRAINT points_earn_rule_points_ck CHECK (points >= 0),
      CONSTRAINT points_earn_rule_pk PRIMARY KEY (merchant_id, type)
    )`.execute(db);

  await sql`
    CREATE TABLE points_rate (
      merchant_id integer NOT NULL CONSTRAINT points_rate_merchant_fk REFERENCES merchant (id),
      min_points bigint NOT NULL CONSTRAINT points_rate_min_ck CHECK (min_points > 0),
      points bigint NOT NULL CONSTRAINT points_rate_points_ck CHECK (points > 0),
      amount bigint NOT NULL CONSTRAINT points_rate_amount_ck CHECK (amount >= 0),
      CONSTRAINT points_rate_pk PRIMARY KEY (merchant_id, min_points)
    )`.execute(db);

  await sql`
    CREATE TABLE points_goods (
      id serial CONSTRAINT points_goods_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT points_goods_merchant_fk REFERENCES merchant (id),
      code text,
      type text NOT NULL CONSTRAINT points_goods_type_ck CHECK (type IN ('gift', 'life', 'promotion')),
      names jsonb NOT NULL,
      descriptions jsonb NOT NULL DEFAULT '{}'::jsonb,
      image_url text NOT NULL DEFAULT '',
      points bigint NOT NULL CONSTRAINT points_goods_points_ck CHECK (points > 0),
      amount bigint NOT NULL DEFAULT 0 CONSTRAINT points_goods_amount_ck CHECK (amount >= 0),
      stock integer CONSTRAINT points_goods_stock_ck CHECK (stock >= 0),
      redeemed integer NOT NULL DEFAULT 0,
      per_member_limit integer CONSTRAINT points_goods_limit_ck CHECK (per_member_limit > 0),
      needs_address boolean NOT NULL DEFAULT false,
      needs_mobile boolean NOT NULL DEFAULT false,
      promotion_id integer CONSTRAINT points_goods_promotion_fk REFERENCES promotion (id),
      bonus_amount bigint CONSTRAINT points_goods_bonus_ck CHECK (bonus_amount > 0),
      enabled boolean NOT NULL DEFAULT true,
      sort integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT points_goods_redeemed_ck CHECK (redeemed >= 0 AND (stock IS NULL OR redeemed <= stock)),
      CONSTRAINT points_goods_promotion_ck CHECK (type <> 'promotion' OR (promotion_id IS NOT NULL AND bonus_amount IS NOT NULL)),
      CONSTRAINT points_goods_code_uq UNIQUE (merchant_id, code)
    )`.execute(db);
  await sql`CREATE INDEX points_goods_merchant_ix ON points_goods (merchant_id, sort, id)`.execute(db);

  await sql`
    CREATE TABLE points_redemption (
      id serial CONSTRAINT points_redemption_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT points_redemption_merchant_fk REFERENCES merchant (id),
      member_id integer NOT NULL CONSTRAINT points_redemption_member_fk REFERENCES member (id),
      goods_id integer NOT NULL CONSTRAINT points_redemption_goods_fk REFERENCES points_goods (id),
      type text NOT NULL,
      product_names jsonb NOT NULL,
      quantity integer NOT NULL CONSTRAINT points_redemption_quantity_ck CHECK (quantity > 0),
      points bigint NOT NULL,
      amount bigint NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'in_process'
        CONSTRAINT points_redemption_status_ck CHECK (status IN ('in_process', 'approved', 'rejected', 'cancelled')),
      address text,
      mobile text,
      remark text,
      reply text,
      request_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      decided_by text,
      CONSTRAINT points_redemption_request_uq UNIQUE (member_id, request_id)
    )`.execute(db);
  await sql`CREATE INDEX points_redemption_member_ix ON points_redemption (member_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX points_redemption_queue_ix ON points_redemption (merchant_id, status, created_at DESC)`.execute(db);
  await sql`CREATE INDEX points_redemption_goods_ix ON points_redemption (goods_id, member_id)`.execute(db);

  await sql`
    CREATE TABLE points_conversion (
      id serial CONSTRAINT points_conversion_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT points_conversion_merchant_fk REFERENCES merchant (id),
      member_id integer NOT NULL CONSTRAINT points_conversion_member_fk REFERENCES member (id),
      points bigint NOT NULL,
      amount bigint NOT NULL,
      request_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT points_conversion_request_uq UNIQUE (member_id, request_id)
    )`.execute(db);

  await sql`
    CREATE TABLE points_bet_seen (
      member_id integer NOT NULL CONSTRAINT points_bet_seen_member_fk REFERENCES member (id),
      hour timestamptz NOT NULL,
      category text NOT NULL,
      valid_bet bigint NOT NULL,
      CONSTRAINT points_bet_seen_pk PRIMARY KEY (member_id, hour, category)
    )`.execute(db);

  await sql`
    CREATE TABLE points_accrual (
      member_id integer NOT NULL CONSTRAINT points_accrual_member_fk REFERENCES member (id),
      type text NOT NULL,
      carry bigint NOT NULL DEFAULT 0,
      seq integer NOT NULL DEFAULT 0,
      CONSTRAINT points_accrual_pk PRIMARY KEY (member_id, type)
    )`.execute(db);

  await sql`
    CREATE TABLE points_deposit_credit (
      deposit_id integer CONSTRAINT points_deposit_credit_pk PRIMARY KEY CONSTRAINT points_deposit_credit_deposit_fk REFERENCES deposit (id),
      member_id integer NOT NULL,
      points bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // The accrual looks for credited deposits of the recent past.
  await sql`CREATE INDEX deposit_credited_ix ON deposit (merchant_id, decided_at) WHERE status = 'CREDITED'`.execute(db);
}
