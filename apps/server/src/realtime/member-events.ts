import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  isSystemMessageType,
  type SystemMessageInput,
  type WrittenMessage,
  writeSystemMessages,
} from '../modules/messages/system-messages';

/** The spec's message types (§4 "Message types"). */
export type MemberEventType =
  | 'DEPOSIT_CREDITED'
  | 'DEPOSIT_FAILED'
  | 'WITHDRAWAL_APPROVED'
  | 'WITHDRAWAL_REJECTED'
  | 'NEW_MAIL'
  | 'TRANSFER_SUCCESS'
  // Agent contracts (modules/agent-contracts), payload { contractId, kind, counterparty, reason? }.
  | 'CONTRACT_OFFERED'
  | 'CONTRACT_WITHDRAWN'
  | 'CONTRACT_SIGNED'
  | 'CONTRACT_REJECTED'
  | 'CONTRACT_TERMINATION_REQUESTED'
  | 'CONTRACT_TERMINATION_DECLINED'
  | 'CONTRACT_TERMINATED'
  // Contract settlements (modules/contract-settlement), payload { amount, kind, period, periodStart, periodEnd }.
  | 'SALARY_PAID'
  | 'DIVIDEND_PAID'
  // Feedback (modules/feedback), payload { feedbackId, type }: an operator answered the member's feedback.
  | 'FEEDBACK_REPLIED'
  // VIP (modules/vip), payload { level, fromLevel, names, amount }: the member reached a higher level; amount: the upgrade bonuses paid.
  | 'VIP_UPGRADED';

/** What a member's socket receives: the type (an i18n key on the client) and its figures. */
export type MemberEvent = { id: number; type: MemberEventType; payload: Record<string, unknown>; createdAt: string };

/** Delivers events to a member's connected sockets, in this process or another (see realtime/socket.ts). */
export type EventPublisher = (memberId: number, event: MemberEvent) => void;

/** One event to record (see `recordMany`). */
export type RecordRequest = { memberId: number; type: MemberEventType; payload: Record<string, unknown> };

/**
 * What to publish after commit: the event, and when it also left a message in the member's inbox
 * (modules/messages), the NEW_MAIL event that tells the member's sockets so.
 */
export type RecordedEvent = { memberId: number; event: MemberEvent; mail?: MemberEvent };

/** The NEW_MAIL event of a message just written: its id is the message's (the web keys events by type and id). */
export function newMailEvent(message: WrittenMessage, kind: 'system' | 'operator', type: string | null): MemberEvent {
  return { id: message.messageId, type: 'NEW_MAIL', payload: { messageId: message.messageId, kind, type }, createdAt: message.createdAt };
}

/** The system messages a batch of events leaves (those of a mail type), attached to their events. */
async function attachMail(trx: Kysely<Database>, recorded: RecordedEvent[]): Promise<RecordedEvent[]> {
  const mailed = recorded.filter((r) => isSystemMessageType(r.event.type));
  if (mailed.length === 0) return recorded;
  const written = await writeSystemMessages(
    trx,
    mailed.map(
      (r): SystemMessageInput => ({ memberId: r.memberId, type: r.event.type as SystemMessageInput['type'], payload: r.event.payload }),
    ),
  );
  mailed.forEach((r, i) => {
    const message = written[i];
    if (message) r.mail = newMailEvent(message, 'system', r.event.type);
  });
  return recorded;
}

/** Events per INSERT in `recordMany` (3 parameters each). */
const RECORD_CHUNK = 5_000;

/**
 * Member notifications: stored with the change that caused them (inside its transaction), and
 * published to the member's sockets only after that transaction committed. An event of a
 * system-message type (deposit credited, withdrawal rejected, contract signed, salary paid, ...)
 * also writes the member's inbox message in that transaction and publishes NEW_MAIL after it.
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
      const [recorded] = await attachMail(trx, [{ memberId, event }]);
      return recorded as RecordedEvent;
    },

    /**
     * {@link record} for many events at once: the same rows, written with one multi-row INSERT
     * (per {@link RECORD_CHUNK} events: a statement holds at most 65,535 parameters); returns what
     * to publish after commit, in the order given (RETURNING follows the VALUES order).
     */
    async recordMany(trx: Kysely<Database>, items: readonly RecordRequest[]) {
      const recorded: RecordedEvent[] = [];
      for (let i = 0; i < items.length; i += RECORD_CHUNK) {
        const chunk = items.slice(i, i + RECORD_CHUNK);
        const rows = await trx
          .insertInto('notification')
          .values(chunk.map((r) => ({ member_id: r.memberId, type: r.type, payload: JSON.stringify(r.payload) })))
          .returning(['id', 'member_id', 'created_at'])
          .execute();
        if (rows.length !== chunk.length) throw new Error('notification insert returned another row count');
        chunk.forEach((r, j) => {
          const row = rows[j];
          if (row?.member_id !== r.memberId) throw new Error('notification insert returned its rows out of order');
          const event: MemberEvent = { id: row.id, type: r.type, payload: r.payload, createdAt: new Date(row.created_at).toISOString() };
          recorded.push({ memberId: r.memberId, event });
        });
      }
      return attachMail(trx, recorded);
    },

    /** Publishes recorded events, and the NEW_MAIL of those that left a message (call after the transaction committed). */
    publish(...recorded: RecordedEvent[]) {
      for (const r of recorded) {
        publisher(r.memberId, r.event);
        if (r.mail) publisher(r.memberId, r.mail);
      }
    },
  };
}

export type MemberEvents = ReturnType<typeof createMemberEvents>;
