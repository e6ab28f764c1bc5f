import { type Kysely, sql } from 'kysely';

/**
 * The rebate (issue 19 item 7, docs/promotions/rebate.md):
 * - `rebate_setting`: per merchant, how rebates are paid (`manual`: members claim; `daily`: also a
 *   run after each business day), the smallest claim and the turnover multiple of a rebate bonus;
 * - `rebate_watermark`: per member, the instant up to which its valid bets were rebated (always a
 *   quarter-hour boundary: the rollups' grain). A rebate, claimed or run, covers the rollup quarters
 *   in [rebated_until, until) and moves the watermark to `until` in the transaction that pays it, so
 *   no quarter is paid twice and none is skipped (room is left in its pages: each rebate updates
 *   its row in place, without touching the index);
 * - `rebate_record`: each rebate paid (its bonus, period, valid bets, amount and lines per category);
 * - `rebate_run`: the daily run of a merchant's business day: its lease (one process at a time), the
 *   member it got to, and its summary (members, valid bets, total, duration).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE rebate_setting (
      merchant_id integer CONSTRAINT rebate_setting_pk PRIMARY KEY CONSTRAINT rebate_setting_merchant_fk REFERENCES merchant (id),
      mode text NOT NULL DEFAULT 'manual' CONSTRAINT rebate_setting_mode_ck CHECK (mode IN ('manual', 'daily')),
      min_claim bigint NOT NULL DEFAULT 0 CONSTRAINT rebate_setting_min_ck CHECK (min_claim >= 0),
      turnover_multiple numeric(6, 2) NOT NULL DEFAULT 0 CONSTRAINT rebate_setting_turnover_ck CHECK (turnover_multiple BETWEEN 0 AND 100),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE rebate_watermark (
      member_id integer CONSTRAINT rebate_watermark_pk PRIMARY KEY CONSTRAINT rebate_watermark_member_fk REFERENCES member (id),
      -- The member's merchant (no foreign key: the member's own names it, and the run writes these by the thousand).
      merchant_id integer NOT NULL,
      rebated_until timestamptz NOT NULL DEFAULT '-infinity'
        CONSTRAINT rebate_watermark_quarter_ck CHECK (rebated_until = '-infinity' OR extract(epoch FROM rebated_until)::bigint % 900 = 0)
    ) WITH (fillfactor = 70)`.execute(db);
  await sql`
    CREATE TABLE rebate_record (
      id bigserial CONSTRAINT rebate_record_pk PRIMARY KEY,
      merchant_id integer NOT NULL,
      member_id integer NOT NULL CONSTRAINT rebate_record_member_fk REFERENCES member (id),
      bonus_id integer NOT NULL CONSTRAINT rebate_record_bonus_fk REFERENCES bonus (id) CONSTRAINT rebate_record_bonus_uq UNIQUE,
      taken_by text NOT NULL CONSTRAINT rebate_record_taken_by_ck CHECK (taken_by IN ('claim', 'auto')),
      period_from timestamptz NOT NULL,
      period_until timestamptz NOT NULL,
      run_day date,
      valid_bet bigint NOT NULL,
      amount bigint NOT NULL CONSTRAINT rebate_record_amount_ck CHECK (amount > 0),
      lines jsonb NOT NULL DEFAULT '[]' CONSTRAINT rebate_record_lines_ck CHECK (jsonb_typeof(lines) = 'array'),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT rebate_record_period_ck CHECK (period_until > period_from)
    )`.execute(db);
  await sql`CREATE INDEX rebate_record_member_idx ON rebate_record (member_id, id DESC)`.execute(db);
  await sql`
    CREATE TABLE rebate_run (
      merchant_id integer NOT NULL CONSTRAINT rebate_run_merchant_fk REFERENCES merchant (id),
      day date NOT NULL,
      status text NOT NULL DEFAULT 'running' CONSTRAINT rebate_run_status_ck CHECK (status IN ('running', 'done')),
      started_by text NOT NULL DEFAULT 'auto',
      lease_owner text,
      lease_until timestamptz,
      after_member integer NOT NULL DEFAULT 0,
      members integer NOT NULL DEFAULT 0,
      valid_bet bigint NOT NULL DEFAULT 0,
      total bigint NOT NULL DEFAULT 0,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      duration_ms integer,
      CONSTRAINT rebate_run_pk PRIMARY KEY (merchant_id, day)
    )`.execute(db);
}
