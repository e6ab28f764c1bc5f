import { type Kysely, sql } from 'kysely';

/**
 * The ledger (ARCHITECTURE §4): accounts with a balance, transactions with a unique idempotency
 * key, and entries that sum to zero per transaction, each carrying the balance it left. Member
 * accounts can never go below zero; house accounts (clearing, game houses, promotions) may.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE ledger_account (
      id serial CONSTRAINT ledger_account_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT ledger_account_merchant_fk REFERENCES merchant (id),
      owner text NOT NULL CONSTRAINT ledger_account_owner_ck CHECK (owner IN ('member', 'house')),
      member_id integer CONSTRAINT ledger_account_member_fk REFERENCES member (id),
      kind text NOT NULL,
      currency text NOT NULL,
      balance bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT ledger_account_owner_member_ck CHECK ((owner = 'member') = (member_id IS NOT NULL)),
      CONSTRAINT ledger_account_member_nonnegative_ck CHECK (owner <> 'member' OR balance >= 0)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX ledger_account_member_uq ON ledger_account (member_id, kind) WHERE owner = 'member'`.execute(db);
  await sql`CREATE UNIQUE INDEX ledger_account_house_uq ON ledger_account (merchant_id, kind) WHERE owner = 'house'`.execute(db);

  await sql`
    CREATE TABLE ledger_transaction (
      id bigserial CONSTRAINT ledger_transaction_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT ledger_transaction_merchant_fk REFERENCES merchant (id),
      idempotency_key text NOT NULL,
      kind text NOT NULL,
      reference text NOT NULL,
      memo text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT ledger_transaction_key_uq UNIQUE (merchant_id, idempotency_key)
    )`.execute(db);
  await sql`CREATE INDEX ledger_transaction_reference_idx ON ledger_transaction (merchant_id, kind, reference)`.execute(db);

  await sql`
    CREATE TABLE ledger_entry (
      id bigserial CONSTRAINT ledger_entry_pk PRIMARY KEY,
      transaction_id bigint NOT NULL CONSTRAINT ledger_entry_transaction_fk REFERENCES ledger_transaction (id),
      account_id integer NOT NULL CONSTRAINT ledger_entry_account_fk REFERENCES ledger_account (id),
      amount bigint NOT NULL CONSTRAINT ledger_entry_amount_ck CHECK (amount <> 0),
      balance_after bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX ledger_entry_account_idx ON ledger_entry (account_id, id DESC)`.execute(db);
  await sql`CREATE INDEX ledger_entry_transaction_idx ON ledger_entry (transaction_id)`.execute(db);
}
