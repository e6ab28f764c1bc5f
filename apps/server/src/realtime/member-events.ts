import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The spec's message types (§4 "Message types"). */
export type MemberEventType =
  | 'DEPOSIT_CREDITED'
  | 'DEPOSIT_FAILED'
  | 'WITHDRAWAL_APPROVED'
  | 'WITHDRAWAL_REJECTED'
  | 'NEW_MAIL'
  | 'TRANSFER_SUCCESS';

/** What a member's socket receives: the type (an i18n key on the client) and its figures. */
export type MemberEvent = { id: number; type: MemberEventType; payload: Record<string, unknown>; createdAt: string };

/** Delivers events to a member's connected sockets, in this process or another (see realtime/socket.ts). */
export type EventPublisher = (memberId: number, event: MemberEvent) => void;

/**
 * Member notifications: stored with the change that caused them (inside its transaction), and
 * published to the member's sockets only after that transaction committed.
 */
export function createMemberEvents() {
  let publisher: EventPublisher = () => {};
  return {
    /** Wires the realtime server in; until then events are only stored. */
    setPublisher(next: EventPublisher) {
      publisher = next;
    },

    /** Stores an event in the caller's transaction; returns what to publish after commit. */
    async record(trx: Kysely<Database>, memberId: number, type: MemberEventType, payload: Record<string, unknown>) {
      const row = await trx
        .insertInto('notification')
        .values({ member_id: memberId, type, payload: JSON.stringify(payload) })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      const event: MemberEvent = { id: row.id, type, payload, createdAt: new Date(row.created_at).toISOString() };
      return { memberId, event };
    },

    /** Publishes recorded events (call after the transaction committed). */
    publish(...recorded: { memberId: number; event: MemberEvent }[]) {
      for (const r of recorded) publisher(r.memberId, r.event);
    },
  };
}

export type MemberEvents = ReturnType<typeof createMemberEvents>;
