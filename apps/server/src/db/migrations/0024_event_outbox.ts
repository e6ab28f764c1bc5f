import { type Kysely, sql } from 'kysely';

/**
 * - `event_outbox`: a realtime event that follows a database change, written in that change's
 *   transaction (ARCHITECTURE.md §10 "Outbox for events"). Any live process claims unpublished
 *   rows (`published_at IS NULL`, `FOR UPDATE SKIP LOCKED`) and emits them to their Socket.IO
 *   `room`, so an event survives the process that made the change. Published rows are pruned
 *   after a day.
 * - `lottery_issue.settle_owner`: who holds the settlement lease. The lease is now short and
 *   renewed while the settlement runs; only its owner may renew it, so a process that lost its
 *   lease (it stalled past it) cannot extend the new owner's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE event_outbox (
      id bigserial CONSTRAINT event_outbox_pk PRIMARY KEY,
      room text NOT NULL CONSTRAINT event_outbox_room_ck CHECK (room <> ''),
      event text NOT NULL CONSTRAINT event_outbox_event_ck CHECK (event <> ''),
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX event_outbox_unpublished_ix ON event_outbox (id) WHERE published_at IS NULL`.execute(db);
  await sql`CREATE INDEX event_outbox_published_ix ON event_outbox (published_at) WHERE published_at IS NOT NULL`.execute(db);
  await sql`ALTER TABLE lottery_issue ADD COLUMN settle_owner text`.execute(db);
}
