import { type Kysely, sql } from 'kysely';

/**
 * Members, the upline tree (closure table), sessions and everything login and registration need:
 * captcha challenges, verification codes, the message outbox of the built-in SMS and mail
 * providers, password-reset links, known login addresses, rate-limit counters, operators, and
 * the server's key pair for encrypted calls.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE merchant
      ADD COLUMN agent_types smallint[] NOT NULL DEFAULT '{1,2,41,42}',
      ADD COLUMN trial_types smallint[] NOT NULL DEFAULT '{4}',
      ADD COLUMN member_type smallint NOT NULL DEFAULT 0,
      ADD COLUMN captcha_after_failures integer NOT NULL DEFAULT 3 CONSTRAINT merchant_captcha_after_ck CHECK (captcha_after_failures >= 0),
      ADD COLUMN password_expiry_days integer CONSTRAINT merchant_password_expiry_ck CHECK (password_expiry_days > 0),
      ADD COLUMN session_hours integer NOT NULL DEFAULT 12 CONSTRAINT merchant_session_hours_ck CHECK (session_hours > 0),
      ADD COLUMN sms_code_minutes integer NOT NULL DEFAULT 5 CONSTRAINT merchant_sms_minutes_ck CHECK (sms_code_minutes > 0),
      ADD COLUMN login_limit_per_ip integer NOT NULL DEFAULT 30 CONSTRAINT merchant_login_ip_ck CHECK (login_limit_per_ip > 0),
      ADD COLUMN login_limit_per_account integer NOT NULL DEFAULT 15 CONSTRAINT merchant_login_acct_ck CHECK (login_limit_per_account > 0),
      ADD COLUMN trial_play_money bigint NOT NULL DEFAULT 200000 CONSTRAINT merchant_trial_money_ck CHECK (trial_play_money >= 0)
  `.execute(db);

  await sql`
    CREATE TABLE member (
      id serial CONSTRAINT member_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT member_merchant_fk REFERENCES merchant (id),
      username text NOT NULL,
      nickname text NOT NULL,
      type smallint NOT NULL,
      status text NOT NULL DEFAULT 'ACTIVE' CONSTRAINT member_status_ck CHECK (status IN ('ACTIVE', 'FROZEN', 'CLOSED')),
      password_hash text NOT NULL,
      password_is_default boolean NOT NULL DEFAULT false,
      password_changed_at timestamptz NOT NULL DEFAULT now(),
      payment_password_hash text,
      country_dialing_code text,
      mobile_num text,
      email text,
      payee_name text,
      qq_num text,
      line text,
      whatsapp text,
      facebook text,
      wechat text,
      id_number text,
      birthday date,
      affiliate_code text,
      parent_id integer CONSTRAINT member_parent_fk REFERENCES member (id),
      register_ip inet,
      register_method text,
      register_domain text,
      first_login_at timestamptz,
      last_login_at timestamptz,
      last_login_ip inet,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT member_not_own_parent_ck CHECK (parent_id <> id),
      CONSTRAINT member_mobile_pair_ck CHECK ((mobile_num IS NULL) = (country_dialing_code IS NULL))
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX member_username_uq ON member (merchant_id, lower(username))`.execute(db);
  await sql`CREATE UNIQUE INDEX member_mobile_uq ON member (merchant_id, country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX member_affiliate_uq ON member (merchant_id, upper(affiliate_code)) WHERE affiliate_code IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX member_parent_idx ON member (parent_id)`.execute(db);
  await sql`CREATE INDEX member_email_idx ON member (merchant_id, lower(email))`.execute(db);

  await sql`
    CREATE TABLE member_closure (
      ancestor_id integer NOT NULL CONSTRAINT member_closure_ancestor_fk REFERENCES member (id) ON DELETE CASCADE,
      descendant_id integer NOT NULL CONSTRAINT member_closure_descendant_fk REFERENCES member (id) ON DELETE CASCADE,
      depth integer NOT NULL CONSTRAINT member_closure_depth_ck CHECK (depth >= 0),
      CONSTRAINT member_closure_pk PRIMARY KEY (ancestor_id, descendant_id)
    )`.execute(db);
  await sql`CREATE INDEX member_closure_descendant_idx ON member_closure (descendant_id, depth)`.execute(db);

  await sql`
    CREATE TABLE member_session (
      token_hash bytea CONSTRAINT member_session_pk PRIMARY KEY,
      member_id integer NOT NULL CONSTRAINT member_session_member_fk REFERENCES member (id) ON DELETE CASCADE,
      side text NOT NULL CONSTRAINT member_session_side_ck CHECK (side IN ('member', 'agent')),
      login_type text NOT NULL,
      ip inet,
      device text,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX member_session_member_idx ON member_session (member_id) WHERE revoked_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE member_login_ip (
      member_id integer NOT NULL CONSTRAINT member_login_ip_member_fk REFERENCES member (id) ON DELETE CASCADE,
      ip inet NOT NULL,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT member_login_ip_pk PRIMARY KEY (member_id, ip)
    )`.execute(db);

  await sql`
    CREATE TABLE auth_failure (
      id serial CONSTRAINT auth_failure_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT auth_failure_merchant_fk REFERENCES merchant (id) ON DELETE CASCADE,
      account text NOT NULL,
      ip inet NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX auth_failure_account_idx ON auth_failure (merchant_id, account, at)`.execute(db);
  await sql`CREATE INDEX auth_failure_ip_idx ON auth_failure (merchant_id, ip, at)`.execute(db);

  await sql`
    CREATE TABLE captcha_challenge (
      id uuid CONSTRAINT captcha_challenge_pk PRIMARY KEY,
      answer text NOT NULL,
      ip inet NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);

  await sql`
    CREATE TABLE verification_code (
      id serial CONSTRAINT verification_code_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT verification_code_merchant_fk REFERENCES merchant (id) ON DELETE CASCADE,
      channel text NOT NULL CONSTRAINT verification_code_channel_ck CHECK (channel IN ('sms', 'email')),
      purpose text NOT NULL CONSTRAINT verification_code_purpose_ck CHECK (purpose IN ('login', 'register', 'reset', 'new_ip')),
      recipient text NOT NULL,
      code_hash text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      ip inet NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX verification_code_lookup_idx ON verification_code (merchant_id, purpose, recipient, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE message_outbox (
      id serial CONSTRAINT message_outbox_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT message_outbox_merchant_fk REFERENCES merchant (id) ON DELETE CASCADE,
      channel text NOT NULL CONSTRAINT message_outbox_channel_ck CHECK (channel IN ('sms', 'email')),
      recipient text NOT NULL,
      subject text,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX message_outbox_recipient_idx ON message_outbox (merchant_id, recipient, id DESC)`.execute(db);

  await sql`
    CREATE TABLE password_reset (
      token_hash bytea CONSTRAINT password_reset_pk PRIMARY KEY,
      member_id integer NOT NULL CONSTRAINT password_reset_member_fk REFERENCES member (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);

  await sql`
    CREATE TABLE rate_counter (
      key text NOT NULL,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL,
      CONSTRAINT rate_counter_pk PRIMARY KEY (key, window_start)
    )`.execute(db);

  await sql`
    CREATE TABLE operator (
      id serial CONSTRAINT operator_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT operator_merchant_fk REFERENCES merchant (id) ON DELETE CASCADE,
      username text NOT NULL,
      password_hash text NOT NULL,
      role text NOT NULL DEFAULT 'cashier',
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT operator_username_uq UNIQUE (merchant_id, username)
    )`.execute(db);

  await sql`
    CREATE TABLE server_key (
      id text CONSTRAINT server_key_pk PRIMARY KEY,
      public_key text NOT NULL,
      private_key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
