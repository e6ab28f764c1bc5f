import { type Kysely, sql } from 'kysely';

/**
 * The security centre (issue 20 item 2, docs/responsible-gaming/security-centre.md):
 * - `member_two_factor`: a member's TOTP secret (RFC 6238); `enabled_at` null while the setup waits
 *   for its first code; `last_step` the last 30-second step a code was used for, so a code is good once;
 * - `member_recovery_code`: the ten one-time recovery codes, only their SHA-256, each used once;
 * - `member_login_history`: every login attempt of an existing account (time, address, country when
 *   the CDN names it, device read from the User-Agent, success);
 * - `merchant_security_setting`: which new-address verification methods the operator allows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE member_two_factor (
      member_id integer CONSTRAINT member_two_factor_pk PRIMARY KEY
        CONSTRAINT member_two_factor_member_fk REFERENCES member (id) ON DELETE CASCADE,
      secret text NOT NULL,
      enabled_at timestamptz,
      last_step bigint,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE member_recovery_code (
      id serial CONSTRAINT member_recovery_code_pk PRIMARY KEY,
      member_id integer NOT NULL CONSTRAINT member_recovery_code_member_fk REFERENCES member (id) ON DELETE CASCADE,
      code_hash bytea NOT NULL,
      used_at timestamptz,
      CONSTRAINT member_recovery_code_uq UNIQUE (member_id, code_hash)
    )`.execute(db);
  await sql`
    CREATE TABLE member_login_history (
      id bigserial CONSTRAINT member_login_history_pk PRIMARY KEY,
      member_id integer NOT NULL CONSTRAINT member_login_history_member_fk REFERENCES member (id) ON DELETE CASCADE,
      at timestamptz NOT NULL DEFAULT now(),
      ip inet,
      country text,
      device text NOT NULL,
      login_type text NOT NULL,
      success boolean NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX member_login_history_member_idx ON member_login_history (member_id, id DESC)`.execute(db);
  await sql`
    CREATE TABLE merchant_security_setting (
      merchant_id integer CONSTRAINT merchant_security_setting_pk PRIMARY KEY
        CONSTRAINT merchant_security_setting_merchant_fk REFERENCES merchant (id) ON DELETE CASCADE,
      new_ip_methods text[] NOT NULL
        CONSTRAINT merchant_security_setting_methods_ck CHECK (new_ip_methods <@ ARRAY['sms', 'email', 'realName', 'google']::text[])
    )`.execute(db);
}
