import { type Kysely, sql } from 'kysely';

/**
 * Customer service chat (issue 17 item 5; docs/communications/live-chat.md).
 *
 * - `chat_guest`: a visitor's chat identity, named by the SHA-256 of a random token its browser
 *   keeps; a member chats as itself.
 * - `chat_conversation`: one live chat between a member or a guest and the merchant's operators:
 *   `waiting` (in the queue), `open` (accepted by `operator_id`), `closed`. A party has at most
 *   one conversation that is not closed. `member_unread` / `operator_unread` count the messages the
 *   other side wrote since that side last read.
 * - `chat_message`: the history; a message is text, an image (`chat_image`) or both.
 * - `chat_room_message`, `chat_room_mute`, `chat_room_setting`: the merchant's public chat room,
 *   its mutes and its slow mode.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE chat_guest (
      id serial CONSTRAINT chat_guest_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT chat_guest_merchant_fk REFERENCES merchant (id),
      token_hash bytea NOT NULL CONSTRAINT chat_guest_token_uq UNIQUE,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE chat_conversation (
      id serial CONSTRAINT chat_conversation_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT chat_conversation_merchant_fk REFERENCES merchant (id),
      member_id integer CONSTRAINT chat_conversation_member_fk REFERENCES member (id),
      guest_id integer CONSTRAINT chat_conversation_guest_fk REFERENCES chat_guest (id),
      status text NOT NULL DEFAULT 'waiting' CONSTRAINT chat_conversation_status_ck CHECK (status IN ('waiting', 'open', 'closed')),
      operator_id integer CONSTRAINT chat_conversation_operator_fk REFERENCES operator (id),
      member_unread integer NOT NULL DEFAULT 0,
      operator_unread integer NOT NULL DEFAULT 0,
      last_message text,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_message_at timestamptz NOT NULL DEFAULT now(),
      accepted_at timestamptz,
      closed_at timestamptz,
      CONSTRAINT chat_conversation_party_ck CHECK ((member_id IS NULL) <> (guest_id IS NULL))
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX chat_conversation_member_live_uq ON chat_conversation (member_id) WHERE status <> 'closed'`.execute(db);
  await sql`CREATE UNIQUE INDEX chat_conversation_guest_live_uq ON chat_conversation (guest_id) WHERE status <> 'closed'`.execute(db);
  await sql`CREATE INDEX chat_conversation_queue_idx ON chat_conversation (merchant_id, status, last_message_at DESC)`.execute(db);

  await sql`
    CREATE TABLE chat_image (
      id serial CONSTRAINT chat_image_pk PRIMARY KEY,
      conversation_id integer NOT NULL CONSTRAINT chat_image_conversation_fk REFERENCES chat_conversation (id),
      content_type text NOT NULL CONSTRAINT chat_image_type_ck CHECK (content_type IN ('image/png', 'image/jpeg')),
      bytes bytea NOT NULL CONSTRAINT chat_image_size_ck CHECK (octet_length(bytes) <= 5242880),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE chat_message (
      id bigserial CONSTRAINT chat_message_pk PRIMARY KEY,
      conversation_id integer NOT NULL CONSTRAINT chat_message_conversation_fk REFERENCES chat_conversation (id),
      sender text NOT NULL CONSTRAINT chat_message_sender_ck CHECK (sender IN ('member', 'guest', 'operator', 'system')),
      operator_id integer CONSTRAINT chat_message_operator_fk REFERENCES operator (id),
      body text NOT NULL DEFAULT '',
      image_id integer CONSTRAINT chat_message_image_fk REFERENCES chat_image (id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX chat_message_conversation_idx ON chat_message (conversation_id, id)`.execute(db);

  await sql`
    CREATE TABLE chat_room_message (
      id bigserial CONSTRAINT chat_room_message_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT chat_room_message_merchant_fk REFERENCES merchant (id),
      member_id integer NOT NULL CONSTRAINT chat_room_message_member_fk REFERENCES member (id),
      nickname text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz,
      deleted_by integer CONSTRAINT chat_room_message_operator_fk REFERENCES operator (id)
    )`.execute(db);
  await sql`CREATE INDEX chat_room_message_merchant_idx ON chat_room_message (merchant_id, id DESC)`.execute(db);
  await sql`CREATE INDEX chat_room_message_member_idx ON chat_room_message (member_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE chat_room_mute (
      merchant_id integer NOT NULL CONSTRAINT chat_room_mute_merchant_fk REFERENCES merchant (id),
      member_id integer NOT NULL CONSTRAINT chat_room_mute_member_fk REFERENCES member (id),
      until timestamptz NOT NULL,
      reason text NOT NULL DEFAULT '',
      operator_id integer NOT NULL CONSTRAINT chat_room_mute_operator_fk REFERENCES operator (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT chat_room_mute_pk PRIMARY KEY (merchant_id, member_id)
    )`.execute(db);

  await sql`
    CREATE TABLE chat_room_setting (
      merchant_id integer CONSTRAINT chat_room_setting_pk PRIMARY KEY CONSTRAINT chat_room_setting_merchant_fk REFERENCES merchant (id),
      slow_mode_seconds integer NOT NULL DEFAULT 0 CONSTRAINT chat_room_setting_slow_ck CHECK (slow_mode_seconds BETWEEN 0 AND 3600),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'chat_room_setting',
    'chat_room_mute',
    'chat_room_message',
    'chat_message',
    'chat_image',
    'chat_conversation',
    'chat_guest',
  ])
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
}
