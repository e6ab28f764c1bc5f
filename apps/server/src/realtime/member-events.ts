import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

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
  | 'FEEDBACK_REPLIED';

/** What a member's socket receives: the type (an i18n key on the client) and its figures. */
export type MemberEvent = { id: number; type: MemberEventType; payload: Record<string, unknown>; createdAt: string };

/** Delivers events to a member's connected sockets, in this process or another (see realtime/socket.ts). */
export type EventPublisher = (memberId: number, event: MemberEvent) => void;

/** One event to record (see `recordMany`). */
export type RecordRequest = { memberId: number; type: MemberEventType; payload: Record<string, unknown> };

/** Events per INSERT in `recordMany` (3 parameters each). */
const RECORD_CHUNK = 5_000;

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

    /**
     * {@link record} for many events at once: the same rows, written with one multi-row INSERT
     * (per {@link RECORD_CHUNK} events: a statement holds at most 65,535 parameters); returns what
     * to publish after commit, in the order given (RETURNING follows the VALUES order).
     */
    async recordMany(trx: Kysely<Database>, items: readonly RecordRequest[]) {
      const recorded: { memberId: number; event: MemberEvent }[] = [];
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
      return recorded;
    },

    /** Publishes recorded events (call after the transaction committed). */
    publish(...recorded: { memberId: number; event: MemberEvent }[]) {
      for (const r of recorded) publisher(r.memberId, r.event);
    },
  };
}

export type MemberEvents = ReturnType<typeof createMemberEvents>;
