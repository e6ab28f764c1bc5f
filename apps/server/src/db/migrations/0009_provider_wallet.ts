import { type Kysely, sql } from 'kysely';

/**
 * The provider wallet protocol (ARCHITECTURE §5, schemas/provider-wallet.ts in packages/shared):
 *
 * - `provider_credential`: per merchant and vendor, the key id and HMAC secret the vendor signs
 *   with, and where its games launch. The secret is kept as it is (HMAC needs it) and never
 *   leaves the server.
 * - `launch_token` / `provider_session`: only SHA-256 hashes of the tokens are stored. A launch
 *   token lives minutes and is used once; authenticate turns it into a longer player session.
 * - `game_round`: one per (merchant, vendor, round id), with its running bet and win totals and
 *   the ledger account its money moves from (main, vendor:CODE, decided at its first call).
 * - `provider_transaction`: every processed debit, credit and rollback with the exact response
 *   text sent, so a repeat is answered byte for byte. Debits and credits are unique per
 *   (merchant, vendor, txn id); a rollback is unique per the txn id it cancels.
 * - `provider_rollback_tombstone`: a rollback that arrived before its transaction; the late
 *   transaction is refused.
 * - `member_hourly_rollup`: per member and UTC hour, the figures of the rounds settled in it,
 *   added to in the transaction that settles a round (agent reports and contracts read these).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE provider_credential (
      key_id text CONSTRAINT provider_credential_pk PRIMARY KEY CONSTRAINT provider_credential_key_ck CHECK (key_id ~ '^[A-Za-z0-9_-]{8,64}$'),
      merchant_id integer NOT NULL CONSTRAINT provider_credential_merchant_fk REFERENCES merchant (id),
      vendor_code text NOT NULL CONSTRAINT provider_credential_vendor_fk REFERENCES vendor (code) ON DELETE CASCADE,
      secret text NOT NULL CONSTRAINT provider_credential_secret_ck CHECK (length(secret) >= 32),
      launch_url text NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT provider_credential_vendor_uq UNIQUE (merchant_id, vendor_code)
    )`.execute(db);

  await sql`
    CREATE TABLE launch_token (
      token_hash bytea CONSTRAINT launch_token_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT launch_token_merchant_fk REFERENCES merchant (id),
      member_id integer NOT NULL CONSTRAINT launch_token_member_fk REFERENCES member (id) ON DELETE CASCADE,
      vendor_code text NOT NULL,
      game_id integer NOT NULL CONSTRAINT launch_token_game_fk REFERENCES game (id) ON DELETE CASCADE,
      currency text NOT NULL,
      language text NOT NULL,
      play_money boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX launch_token_expires_idx ON launch_token (expires_at)`.execute(db);

  await sql`
    CREATE TABLE provider_session (
      token_hash bytea CONSTRAINT provider_session_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT provider_session_merchant_fk REFERENCES merchant (id),
      member_id integer NOT NULL CONSTRAINT provider_session_member_fk REFERENCES member (id) ON DELETE CASCADE,
      vendor_code text NOT NULL,
      game_id integer NOT NULL CONSTRAINT provider_session_game_fk REFERENCES game (id) ON DELETE CASCADE,
      currency text NOT NULL,
      language text NOT NULL,
      play_money boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX provider_session_member_idx ON provider_session (member_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE game_round (
      id bigserial CONSTRAINT game_round_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT game_round_merchant_fk REFERENCES merchant (id),
      vendor_code text NOT NULL,
      round_id text NOT NULL,
      member_id integer NOT NULL CONSTRAINT game_round_member_fk REFERENCES member (id),
      game_id integer CONSTRAINT game_round_game_fk REFERENCES game (id) ON DELETE SET NULL,
      account_id integer NOT NULL CONSTRAINT game_round_account_fk REFERENCES ledger_account (id),
      currency text NOT NULL,
      play_money boolean NOT NULL,
      total_bet bigint NOT NULL DEFAULT 0,
      total_win bigint NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'open' CONSTRAINT game_round_status_ck CHECK (status IN ('open', 'settled')),
      created_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz,
      CONSTRAINT game_round_uq UNIQUE (merchant_id, vendor_code, round_id),
      CONSTRAINT game_round_settled_ck CHECK ((status = 'settled') = (settled_at IS NOT NULL)),
      CONSTRAINT game_round_totals_ck CHECK (total_bet >= 0 AND total_win >= 0)
    )`.execute(db);
  // The winner board: a merchant's biggest real-money wins.
  await sql`CREATE INDEX game_round_winners_idx ON game_round (merchant_id, total_win DESC, id DESC)
    WHERE status = 'settled' AND NOT play_money AND total_win > 0`.execute(db);
  await sql`CREATE INDEX game_round_member_idx ON game_round (member_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE provider_transaction (
      id bigserial CONSTRAINT provider_transaction_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT provider_transaction_merchant_fk REFERENCES merchant (id),
      vendor_code text NOT NULL,
      txn_id text NOT NULL,
      kind text NOT NULL CONSTRAINT provider_transaction_kind_ck CHECK (kind IN ('debit', 'credit', 'rollback')),
      round_id text,
      member_id integer NOT NULL CONSTRAINT provider_transaction_member_fk REFERENCES member (id),
      amount bigint NOT NULL CONSTRAINT provider_transaction_amount_ck CHECK (amount >= 0),
      ledger_transaction_id bigint CONSTRAINT provider_transaction_ledger_fk REFERENCES ledger_transaction (id),
      response text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX provider_transaction_txn_uq ON provider_transaction (merchant_id, vendor_code, txn_id)
    WHERE kind <> 'rollback'`.execute(db);
  await sql`CREATE UNIQUE INDEX provider_transaction_rollback_uq ON provider_transaction (merchant_id, vendor_code, txn_id)
    WHERE kind = 'rollback'`.execute(db);
  await sql`CREATE INDEX provider_transaction_round_idx ON provider_transaction (merchant_id, vendor_code, round_id)`.execute(db);

  await sql`
    CREATE TABLE provider_rollback_tombstone (
      merchant_id integer NOT NULL CONSTRAINT provider_rollback_tombstone_merchant_fk REFERENCES merchant (id),
      vendor_code text NOT NULL,
      txn_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT provider_rollback_tombstone_pk PRIMARY KEY (merchant_id, vendor_code, txn_id)
    )`.execute(db);

  // Figures in minor units of the merchant's currency. profit = payout - bets: the member's
  // result (negative when the house won). valid_bet is what counts for turnover.
  await sql`
    CREATE TABLE member_hourly_rollup (
      member_id integer NOT NULL CONSTRAINT member_hourly_rollup_member_fk REFERENCES member (id),
      hour timestamptz NOT NULL,
      merchant_id integer NOT NULL CONSTRAINT member_hourly_rollup_merchant_fk REFERENCES merchant (id),
      bets bigint NOT NULL DEFAULT 0,
      valid_bet bigint NOT NULL DEFAULT 0,
      payout bigint NOT NULL DEFAULT 0,
      profit bigint NOT NULL DEFAULT 0,
      rounds integer NOT NULL DEFAULT 0,
      CONSTRAINT member_hourly_rollup_pk PRIMARY KEY (member_id, hour),
      CONSTRAINT member_hourly_rollup_hour_ck CHECK (extract(epoch FROM hour)::bigint % 3600 = 0)
    )`.execute(db);
  await sql`CREATE INDEX member_hourly_rollup_merchant_idx ON member_hourly_rollup (merchant_id, hour)`.execute(db);
}
