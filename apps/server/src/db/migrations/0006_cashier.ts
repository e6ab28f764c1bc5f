import { type Kysely, sql } from 'kysely';

/**
 * The cashier: deposit channels per merchant, deposits (manual bank transfer confirmed by an
 * operator, or a payment-gateway order settled by a signed callback), bound bank accounts,
 * withdrawals with their payout confirmation, operator sessions, and member notifications.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE merchant
      ADD COLUMN withdrawal_min bigint NOT NULL DEFAULT 10000,
      ADD COLUMN withdrawal_max bigint NOT NULL DEFAULT 5000000,
      ADD COLUMN withdrawal_auto_confirm_minutes integer NOT NULL DEFAULT 1440 CONSTRAINT merchant_auto_confirm_ck CHECK (withdrawal_auto_confirm_minutes > 0),
      ADD COLUMN withdrawal_turnover_percent integer NOT NULL DEFAULT 0 CONSTRAINT merchant_turnover_ck CHECK (withdrawal_turnover_percent >= 0),
      ADD CONSTRAINT merchant_withdrawal_bounds_ck CHECK (withdrawal_min > 0 AND withdrawal_max >= withdrawal_min)
  `.execute(db);

  await sql`
    CREATE TABLE deposit_channel (
      id serial CONSTRAINT deposit_channel_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT deposit_channel_merchant_fk REFERENCES merchant (id) ON DELETE CASCADE,
      code text NOT NULL,
      name text NOT NULL,
      kind text NOT NULL CONSTRAINT deposit_channel_kind_ck CHECK (kind IN ('MANUAL_BANK', 'GATEWAY')),
      currency text NOT NULL,
      min_amount bigint NOT NULL CONSTRAINT deposit_channel_min_ck CHECK (min_amount > 0),
      max_amount bigint NOT NULL,
      bank_name text,
      account_name text,
      account_number text,
      gateway text,
      gateway_secret text,
      enabled boolean NOT NULL DEFAULT true,
      sort integer NOT NULL DEFAULT 0,
      CONSTRAINT deposit_channel_code_uq UNIQUE (merchant_id, code),
      CONSTRAINT deposit_channel_bounds_ck CHECK (max_amount >= min_amount),
      CONSTRAINT deposit_channel_kind_fields_ck CHECK (
        (kind = 'MANUAL_BANK' AND account_number IS NOT NULL) OR (kind = 'GATEWAY' AND gateway IS NOT NULL AND gateway_secret IS NOT NULL))
    )`.execute(db);

  await sql`
    CREATE TABLE deposit (
      id serial CONSTRAINT deposit_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT deposit_merchant_fk REFERENCES merchant (id),
      member_id integer NOT NULL CONSTRAINT deposit_member_fk REFERENCES member (id),
      channel_id integer NOT NULL CONSTRAINT deposit_channel_fk REFERENCES deposit_channel (id),
      amount bigint NOT NULL CONSTRAINT deposit_amount_ck CHECK (amount > 0),
      status text NOT NULL DEFAULT 'PENDING' CONSTRAINT deposit_status_ck CHECK (status IN ('PENDING', 'CREDITED', 'FAILED')),
      request_id text NOT NULL,
      payer_reference text,
      gateway_order_id text,
      pay_url text,
      fail_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      decided_by integer CONSTRAINT deposit_operator_fk REFERENCES operator (id),
      CONSTRAINT deposit_request_uq UNIQUE (member_id, request_id),
      CONSTRAINT deposit_gateway_order_uq UNIQUE (channel_id, gateway_order_id)
    )`.execute(db);
  await sql`CREATE INDEX deposit_queue_idx ON deposit (merchant_id, status, created_at)`.execute(db);
  await sql`CREATE INDEX deposit_member_idx ON deposit (member_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE bank_account (
      id serial CONSTRAINT bank_account_pk PRIMARY KEY,
      member_id integer NOT NULL CONSTRAINT bank_account_member_fk REFERENCES member (id),
      bank_name text NOT NULL,
      account_number text NOT NULL,
      payee_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT bank_account_number_uq UNIQUE (member_id, account_number)
    )`.execute(db);

  await sql`
    CREATE TABLE upload (
      id serial CONSTRAINT upload_pk PRIMARY KEY,
      member_id integer NOT NULL CONSTRAINT upload_member_fk REFERENCES member (id),
      purpose text NOT NULL,
      content_type text NOT NULL CONSTRAINT upload_type_ck CHECK (content_type IN ('image/png', 'image/jpeg')),
      bytes bytea NOT NULL CONSTRAINT upload_size_ck CHECK (octet_length(bytes) <= 5242880),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE withdrawal (
      id serial CONSTRAINT withdrawal_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT withdrawal_merchant_fk REFERENCES merchant (id),
      member_id integer NOT NULL CONSTRAINT withdrawal_member_fk REFERENCES member (id),
      bank_account_id integer NOT NULL CONSTRAINT withdrawal_bank_fk REFERENCES bank_account (id),
      amount bigint NOT NULL CONSTRAINT withdrawal_amount_ck CHECK (amount > 0),
      status text NOT NULL DEFAULT 'PENDING' CONSTRAINT withdrawal_status_ck
        CHECK (status IN ('PENDING', 'PAID', 'REJECTED', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_RECEIVED')),
      request_id text NOT NULL,
      reject_reason text,
      received_amount bigint,
      proof_upload_id integer CONSTRAINT withdrawal_proof_fk REFERENCES upload (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      decided_by integer CONSTRAINT withdrawal_operator_fk REFERENCES operator (id),
      paid_at timestamptz,
      confirmed_at timestamptz,
      CONSTRAINT withdrawal_request_uq UNIQUE (member_id, request_id),
      CONSTRAINT withdrawal_received_ck CHECK (received_amount IS NULL OR (received_amount >= 0 AND received_amount <= amount))
    )`.execute(db);
  await sql`CREATE INDEX withdrawal_queue_idx ON withdrawal (merchant_id, status, created_at)`.execute(db);
  await sql`CREATE INDEX withdrawal_member_idx ON withdrawal (member_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE operator_session (
      token_hash bytea CONSTRAINT operator_session_pk PRIMARY KEY,
      operator_id integer NOT NULL CONSTRAINT operator_session_operator_fk REFERENCES operator (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    )`.execute(db);

  await sql`
    CREATE TABLE notification (
      id serial CONSTRAINT notification_pk PRIMARY KEY,
      member_id integer NOT NULL CONSTRAINT notification_member_fk REFERENCES member (id),
      type text NOT NULL CONSTRAINT notification_type_ck CHECK (type IN
        ('DEPOSIT_CREDITED', 'DEPOSIT_FAILED', 'WITHDRAWAL_APPROVED', 'WITHDRAWAL_REJECTED', 'NEW_MAIL', 'TRANSFER_SUCCESS')),
      payload jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX notification_member_idx ON notification (member_id, id DESC)`.execute(db);
}
