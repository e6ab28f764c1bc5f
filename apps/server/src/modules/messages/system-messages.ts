import { SYSTEM_MESSAGE_TYPES, type SystemMessageType } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** One system message to write: the member it is for, its type and the figures its text is rendered from. */
export type SystemMessageInput = { memberId: number; type: SystemMessageType; payload: Record<string, unknown> };

/** A written system message: its id and time, for the NEW_MAIL event published after commit. */
export type WrittenMessage = { memberId: number; messageId: number; createdAt: string };

const TYPES: ReadonlySet<string> = new Set(SYSTEM_MESSAGE_TYPES);

/** Whether an event type also leaves a message in the member's inbox. */
export function isSystemMessageType(type: string): type is SystemMessageType {
  return TYPES.has(type);
}

/** Messages per statement in {@link writeSystemMessages} (one JSON parameter each, bounded for memory). */
const CHUNK = 5_000;

/**
 * Writes system messages in the caller's transaction: per message one `message` row (its type,
 * payload and recipient) and one `inbox` row, all of a chunk in one statement. Answers them in the
 * order given.
 */
export async function writeSystemMessages(trx: Kysely<Database>, items: readonly SystemMessageInput[]): Promise<WrittenMessage[]> {
  const written: WrittenMessage[] = [];
  for (let i = 0; i < items.length; i += CHUNK) {
    const chunk = items.slice(i, i + CHUNK);
    const input = JSON.stringify(chunk.map((item, ord) => ({ ord, member_id: item.memberId, type: item.type, payload: item.payload })));
    // Each input row draws its id first and keeps its position beside it, so the answer is matched
    // by position, not by the order PostgreSQL happens to assign ids in (an INSERT … SELECT … ORDER
    // BY may evaluate the id default before the sort).
    const { rows } = await sql<{ ord: number; id: string; created_at: Date }>`
      WITH input AS (
        SELECT t.*, nextval(pg_get_serial_sequence('message', 'id')) AS id
          FROM jsonb_to_recordset(${input}::jsonb) AS t(ord integer, member_id integer, type text, payload jsonb)
      ), msg AS (
        INSERT INTO message (id, merchant_id, kind, type, payload, recipient_id, recipient_count)
        SELECT i.id, m.merchant_id, 'system', i.type, i.payload, i.member_id, 1
          FROM input i JOIN member m ON m.id = i.member_id
        RETURNING id, recipient_id, created_at
      ), box AS (
        INSERT INTO inbox (member_id, message_id, kind) SELECT recipient_id, id, 'system' FROM msg
      )
      SELECT i.ord, msg.id::text AS id, msg.created_at FROM msg JOIN input i ON i.id = msg.id ORDER BY i.ord`.execute(trx);
    if (rows.length !== chunk.length) throw new Error('system message insert returned another row count');
    chunk.forEach((item, j) => {
      const row = rows[j];
      if (row?.ord !== j) throw new Error('system message insert lost a row');
      written.push({ memberId: item.memberId, messageId: Number(row.id), createdAt: new Date(row.created_at).toISOString() });
    });
  }
  return written;
}
