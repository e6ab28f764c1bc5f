import { type Kysely, sql } from 'kysely';

/**
 * The operator back office's house (issue 16, docs/backoffice/roles-and-audit.md):
 * - `operator`: a role of OPERATOR_ROLES (the old `admin` and `cashier` become `owner` and
 *   `finance`), a status, its two-factor secret (TOTP) with the last step used (a code is good
 *   once), and its last login.
 * - `operator_session.totp_verified`: false until the session passed two-factor; such a session may
 *   only set two-factor up or log out.
 * - `ops_setting`: a merchant's back-office security: the addresses its operators may call from
 *   (empty: any), the idle timeout, and the manual adjustment above which a second operator approves.
 * - `audit_log`: every operator write, who, what, before and after, outcome, address and time.
 *   Append-only: a trigger refuses UPDATE and DELETE (TRUNCATE stays with the database owner).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE operator ALTER COLUMN role SET DEFAULT 'auditor'`.execute(db);
  await sql`UPDATE operator SET role = CASE role WHEN 'admin' THEN 'owner' WHEN 'cashier' THEN 'finance' ELSE role END`.execute(db);
  await sql`UPDATE operator SET role = 'auditor' WHERE role NOT IN ('owner', 'finance', 'customer_service', 'content', 'risk', 'auditor')`.execute(
    db,
  );
  await sql`ALTER TABLE operator ADD CONSTRAINT operator_role_ck CHECK (role IN ('owner', 'finance', 'customer_service', 'content', 'risk', 'auditor'))`.execute(
    db,
  );
  await sql`ALTER TABLE operator
    ADD COLUMN status text NOT NULL DEFAULT 'active' CONSTRAINT operator_status_ck CHECK (status IN ('active', 'disabled')),
    ADD COLUMN totp_secret text,
    ADD COLUMN totp_enabled_at timestamptz,
    ADD COLUMN totp_last_step bigint,
    ADD COLUMN created_by integer CONSTRAINT operator_created_by_fk REFERENCES operator (id) ON DELETE SET NULL,
    ADD COLUMN last_login_at timestamptz,
    ADD COLUMN last_login_ip text`.execute(db);
  await sql`ALTER TABLE operator_session ADD COLUMN totp_verified boolean NOT NULL DEFAULT false`.execute(db);

  await sql`
    CREATE TABLE ops_setting (
      merchant_id integer CONSTRAINT ops_setting_pk PRIMARY KEY CONSTRAINT ops_setting_merchant_fk REFERENCES merchant (id) ON DELETE CASCADE,
      ip_allow_list text[] NOT NULL DEFAULT '{}',
      idle_minutes integer NOT NULL DEFAULT 30 CONSTRAINT ops_setting_idle_ck CHECK (idle_minutes BETWEEN 5 AND 240),
      adjustment_approval_minor bigint NOT NULL DEFAULT 100000 CONSTRAINT ops_setting_approval_ck CHECK (adjustment_approval_minor >= 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE audit_log (
      id bigserial CONSTRAINT audit_log_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT audit_log_merchant_fk REFERENCES merchant (id),
      -- No foreign key: a row outlives nothing it names (operators are disabled, never deleted).
      operator_id integer,
      operator_username text,
      action text NOT NULL,
      target_type text,
      target_id text,
      before jsonb,
      after jsonb,
      outcome text NOT NULL,
      ip text NOT NULL DEFAULT '',
      user_agent text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX audit_log_merchant_time_ix ON audit_log (merchant_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_target_ix ON audit_log (merchant_id, target_type, target_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_operator_ix ON audit_log (merchant_id, operator_username, created_at DESC)`.execute(db);
  await sql`
    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
}
