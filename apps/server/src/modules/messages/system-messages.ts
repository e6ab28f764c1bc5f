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
 * order given (ids are drawn in that order: the INSERT reads the input sorted by position).
 */
export async function writeSystemMessages(trx: Kysely<Database>, items: readonly SystemMessageInput[]): Promise<WrittenMessage[]> {
  const written: WrittenMessage[] = [];
  for (let i = 0; i < items.length; i += CHUNK) {
    const chunk = items.slice(i, i + CHUNK);
    const input = JSON.stringify(chunk.map((item, ord) => ({ ord, member_id: item.memberId, type: item.type, payload: item.payload })));
    const { rows } = await sql<{ id: string; recipient_id: number; created_at: Date }>`
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS t(ord integer, member_id integer, type text, payload jsonb)
      ), msg AS (
        INSERT INTO message (merchant_id, kind, type, payload, recipient_id, recipient_count)
        SELECT m.merchant_id, 'system', i.type, i.payload, i.member_id, 1
          FROM input i JOIN member m ON m.id = i.member_id
         ORDER BY i.ord
        RETURNING id, recipient_id, created_at
      ), box AS (
        INSERT INTO inbox (member_id, message_id, kind) SELECT recipient_id, id, 'system' FROM msg
      )
      SELECT id::text AS id, recipient_id, created_at FROM msg ORDER BY id`.execute(trx);
    if (rows.length !== chunk.length) throw new Error('system message insert returned another row count');
    chunk.forEach((item, j) => {
      const row = rows[j];
      if (row?.recipient_id !== item.memberId) throw new Error('system message insert returned its rows out of order');
      written.push({ memberId: item.memberId, messageId: Number(row.id), createdAt: new Date(row.created_at).toISOString() });
    });
  }
  return written;
}
