import { type Kysely, sql } from 'kysely';

/**
 * Platform messages (issue 17 item 2; docs/communications/messages.md).
 *
 * - `message`: what was said, once. A system message (kind `system`) is one event's type and
 *   payload, rendered in the reader's language when read, with its one recipient; an operator's
 *   message (kind `operator`) is a plain-text title and body with the audience it was sent to,
 *   the number of members it reached, and when it was withdrawn.
 * - `inbox`: one row per recipient and message, holding the member's own state (read, deleted).
 *   Sending to every member of a merchant is one `INSERT … SELECT` over `member`; withdrawing
 *   deletes the message's rows in one statement (its read count is kept on the message first).
 * - The unread count is one index-only count over `inbox_unread_idx`, a partial index holding
 *   exactly the unread, undeleted rows of a member (by kind, for the v2 count).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE message (
      id bigserial CONSTRAINT message_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT message_merchant_fk REFERENCES merchant (id),
      kind text NOT NULL CONSTRAINT message_kind_ck CHECK (kind IN ('system', 'operator')),
      type text,
      payload jsonb,
      recipient_id integer CONSTRAINT message_recipient_fk REFERENCES member (id),
      title text,
      body text,
      audience jsonb,
      recipient_count integer NOT NULL DEFAULT 0,
      read_count_at_withdrawal integer,
      operator_id integer CONSTRAINT message_operator_fk REFERENCES operator (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      withdrawn_at timestamptz,
      CONSTRAINT message_shape_ck CHECK (
        (kind = 'system' AND type IS NOT NULL AND payload IS NOT NULL AND recipient_id IS NOT NULL)
        OR (kind = 'operator' AND title IS NOT NULL AND body IS NOT NULL AND audience IS NOT NULL)
      )
    )`.execute(db);
  await sql`CREATE INDEX message_sent_idx ON message (merchant_id, id DESC) WHERE kind = 'operator'`.execute(db);

  await sql`
    CREATE TABLE inbox (
      member_id integer NOT NULL CONSTRAINT inbox_member_fk REFERENCES member (id),
      message_id bigint NOT NULL CONSTRAINT inbox_message_fk REFERENCES message (id),
      kind text NOT NULL CONSTRAINT inbox_kind_ck CHECK (kind IN ('system', 'operator')),
      read_at timestamptz,
      deleted_at timestamptz,
      CONSTRAINT inbox_pk PRIMARY KEY (member_id, message_id)
    )`.execute(db);
  await sql`CREATE INDEX inbox_unread_idx ON inbox (member_id, kind) WHERE read_at IS NULL AND deleted_at IS NULL`.execute(db);
  await sql`CREATE INDEX inbox_message_idx ON inbox (message_id)`.execute(db);
  await sql`CREATE INDEX inbox_read_idx ON inbox (message_id) WHERE read_at IS NOT NULL`.execute(db);
}
