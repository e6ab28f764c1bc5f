import { type Kysely, sql } from 'kysely';

/**
 * The VIP programme (issue 19 item 5, docs/promotions/vip.md) over the foundation's `vip_level`
 * and `member.vip_level` (0040):
 * - `merchant.vip_window_days`: the rolling window of business days whose credited deposits and
 *   valid bets decide a member's level (today and the days before it);
 *   `merchant.vip_turnover_multiple`: valid bets of that many times a VIP bonus before a
 *   withdrawal (0: none);
 * - `vip_change`: every change of a member's level (an upgrade with the bonuses it paid, a drop by
 *   the keep rule, an operator's set with its request id), the member's upgrade history;
 * - `vip_keep_run`: the monthly keep review, claimed once per merchant and business month in the
 *   transaction that drops the members who did not keep their level;
 * - `vip_sweep`: where each merchant's sweeper left off (members with deposits or settled rounds
 *   since then are evaluated);
 * - the notification type VIP_UPGRADED (the member's event of an upgrade).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE merchant
      ADD COLUMN vip_window_days integer NOT NULL DEFAULT 30 CONSTRAINT merchant_vip_window_ck CHECK (vip_window_days BETWEEN 1 AND 365),
      ADD COLUMN vip_turnover_multiple integer NOT NULL DEFAULT 0 CONSTRAINT merchant_vip_turnover_ck CHECK (vip_turnover_multiple BETWEEN 0 AND 100)`.execute(
    db,
  );
  await sql`
    CREATE TABLE vip_change (
      id serial CONSTRAINT vip_change_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT vip_change_merchant_fk REFERENCES merchant (id),
      member_id integer NOT NULL CONSTRAINT vip_change_member_fk REFERENCES member (id),
      from_level integer NOT NULL,
      to_level integer NOT NULL,
      reason text NOT NULL CONSTRAINT vip_change_reason_ck CHECK (reason IN ('upgrade', 'keep', 'operator')),
      bonus bigint NOT NULL DEFAULT 0 CONSTRAINT vip_change_bonus_ck CHECK (bonus >= 0),
      operator text,
      request_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT vip_change_levels_ck CHECK (from_level <> to_level)
    )`.execute(db);
  await sql`CREATE INDEX vip_change_member_idx ON vip_change (member_id, id DESC)`.execute(db);
  // An operator's set answers a replayed request once.
  await sql`CREATE UNIQUE INDEX vip_change_request_uq ON vip_change (member_id, request_id) WHERE request_id IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE vip_keep_run (
      merchant_id integer NOT NULL CONSTRAINT vip_keep_run_merchant_fk REFERENCES merchant (id),
      month text NOT NULL,
      dropped integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT vip_keep_run_pk PRIMARY KEY (merchant_id, month)
    )`.execute(db);
  await sql`
    CREATE TABLE vip_sweep (
      merchant_id integer NOT NULL CONSTRAINT vip_sweep_pk PRIMARY KEY CONSTRAINT vip_sweep_merchant_fk REFERENCES merchant (id),
      swept_at timestamptz NOT NULL
    )`.execute(db);

  // The member event of an upgrade (and its inbox message): VIP_UPGRADED joins the notification types.
  const { rows } = await sql<{ def: string }>`
    SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'notification_type_ck'`.execute(db);
  const types = new Set([...(rows[0]?.def ?? '').matchAll(/'([A-Z_]+)'/g)].map((m) => m[1] as string));
  types.add('VIP_UPGRADED');
  await sql`ALTER TABLE notification DROP CONSTRAINT IF EXISTS notification_type_ck`.execute(db);
  await sql`ALTER TABLE notification ADD CONSTRAINT notification_type_ck CHECK (type IN (${sql.join([...types].map((t) => sql.lit(t)))}))`.execute(
    db,
  );
}
