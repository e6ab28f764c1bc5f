import { type Kysely, sql } from 'kysely';

/**
 * The back office's members (issue 16 item 2, docs/backoffice/members.md):
 * - search indexes for a million members: username, e-mail and mobile by prefix, each in the
 *   "C" collation (byte order), so `LIKE 'abc%'` is an index range whatever the database's
 *   collation and the same index serves the sort by username (a `text_pattern_ops` index serves
 *   the range but not the sort, and the planner then walked the whole unique index: 8 s over a
 *   million members). Each INCLUDEs its column, so the search's count is an index-only scan
 *   (PostgreSQL does not match an expression index's value to the filter: without the column
 *   it read the heap for every match, 120 ms for 4,000 matches); an agent's downlines in id order, members by login address, members not
 *   ACTIVE, the last login for sorting;
 * - `member_ops_profile`: what operators set on a member besides its row: tags and the VIP level
 *   override (no VIP programme exists yet);
 * - `member_note`: operators' notes on a member, append-only;
 * - `balance_adjustment`: manual credits and debits of a member's main wallet, with the client's
 *   request id (unique per merchant), the requesting and the deciding operator, and the ledger
 *   transaction once posted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX member_username_prefix_ix ON member (merchant_id, (lower(username) COLLATE "C")) INCLUDE (username)`.execute(db);
  await sql`CREATE INDEX member_email_prefix_ix ON member (merchant_id, (lower(email) COLLATE "C")) INCLUDE (email)`.execute(db);
  await sql`CREATE INDEX member_mobile_prefix_ix ON member (merchant_id, (mobile_num COLLATE "C")) INCLUDE (mobile_num)`.execute(db);
  // An agent's direct downlines in id order: without it the planner walked the primary key backwards
  // looking for them (2.8 s over a million members for an agent with none).
  await sql`CREATE INDEX member_parent_id_ix ON member (parent_id, id)`.execute(db);
  await sql`CREATE INDEX member_not_active_ix ON member (merchant_id, status, id) WHERE status <> 'ACTIVE'`.execute(db);
  await sql`CREATE INDEX member_last_login_ix ON member (merchant_id, last_login_at DESC NULLS LAST, id DESC)`.execute(db);
  await sql`CREATE INDEX member_login_ip_ip_ix ON member_login_ip (ip, member_id)`.execute(db);
  await sql`CREATE INDEX member_session_device_ix ON member_session (device, member_id)`.execute(db);
  await sql`CREATE INDEX member_session_member_time_ix ON member_session (member_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE member_ops_profile (
      member_id integer CONSTRAINT member_ops_profile_pk PRIMARY KEY
        CONSTRAINT member_ops_profile_member_fk REFERENCES member (id) ON DELETE CASCADE,
      tags text[] NOT NULL DEFAULT '{}',
      vip_level_override smallint CONSTRAINT member_ops_profile_vip_ck CHECK (vip_level_override BETWEEN 0 AND 100),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE member_note (
      id bigserial CONSTRAINT member_note_pk PRIMARY KEY,
      member_id integer NOT NULL CONSTRAINT member_note_member_fk REFERENCES member (id) ON DELETE CASCADE,
      operator_id integer,
      operator_username text,
      body text NOT NULL CONSTRAINT member_note_body_ck CHECK (length(body) BETWEEN 1 AND 1000),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX member_note_member_ix ON member_note (member_id, id DESC)`.execute(db);

  await sql`
    CREATE TABLE balance_adjustment (
      id serial CONSTRAINT balance_adjustment_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT balance_adjustment_merchant_fk REFERENCES merchant (id),
      member_id integer NOT NULL CONSTRAINT balance_adjustment_member_fk REFERENCES member (id),
      direction text NOT NULL CONSTRAINT balance_adjustment_direction_ck CHECK (direction IN ('credit', 'debit')),
      amount bigint NOT NULL CONSTRAINT balance_adjustment_amount_ck CHECK (amount > 0),
      reason text NOT NULL,
      request_id text NOT NULL,
      status text NOT NULL CONSTRAINT balance_adjustment_status_ck CHECK (status IN ('pending', 'posted', 'rejected')),
      requested_by integer NOT NULL,
      requested_by_username text NOT NULL,
      decided_by integer,
      decided_by_username text,
      reject_reason text,
      ledger_transaction_id bigint,
      balance_after bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      CONSTRAINT balance_adjustment_request_uq UNIQUE (merchant_id, request_id),
      CONSTRAINT balance_adjustment_posted_ck CHECK ((status = 'posted') = (ledger_transaction_id IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX balance_adjustment_queue_ix ON balance_adjustment (merchant_id, status, id DESC)`.execute(db);
  await sql`CREATE INDEX balance_adjustment_member_ix ON balance_adjustment (member_id, id DESC)`.execute(db);
}
