import type { MessageAudience } from '@fortuna/shared';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';

type Db = Kysely<Database>;

/** One message as an inbox shows it. */
export type InboxRow = {
  message_id: string;
  kind: 'system' | 'operator';
  type: string | null;
  payload: Record<string, unknown> | null;
  title: string | null;
  body: string | null;
  read_at: Date | null;
  created_at: Date;
};

/** One sent message as the back office lists it. */
export type SentRow = {
  id: string;
  title: string;
  body: string;
  audience: Record<string, unknown>;
  recipient_count: number;
  read_count: number;
  sent_by: string | null;
  created_at: Date;
  withdrawn_at: Date | null;
};

/** The inbox's reads and writes: each one member's own rows (`member_id` is always the caller's). */
export const inboxRepository = {
  /** Unread, undeleted messages: an index-only count over `inbox_unread_idx`. */
  async unreadCount(db: Db, memberId: number): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM inbox WHERE member_id = ${memberId} AND read_at IS NULL AND deleted_at IS NULL`.execute(db);
    return rows[0]?.n ?? 0;
  },

  /** The unread count per kind (same index, one pass). */
  async unreadByKind(db: Db, memberId: number): Promise<{ system: number; operator: number }> {
    const { rows } = await sql<{ system: number; operator: number }>`
      SELECT count(*) FILTER (WHERE kind = 'system')::int AS system, count(*) FILTER (WHERE kind = 'operator')::int AS operator
        FROM inbox WHERE member_id = ${memberId} AND read_at IS NULL AND deleted_at IS NULL`.execute(db);
    return { system: rows[0]?.system ?? 0, operator: rows[0]?.operator ?? 0 };
  },

  /** A page of the inbox, newest first, and the number of messages the filter holds. */
  async page(db: Db, memberId: number, unreadOnly: boolean, offset: number, limit: number): Promise<{ rows: InboxRow[]; total: number }> {
    const base = db
      .selectFrom('inbox')
      .where('inbox.member_id', '=', memberId)
      .where('inbox.deleted_at', 'is', null)
      .$if(unreadOnly, (q) => q.where('inbox.read_at', 'is', null));
    const [rows, count] = await Promise.all([
      base
        .innerJoin('message', 'message.id', 'inbox.message_id')
        .select([
          'inbox.message_id',
          'inbox.kind',
          'inbox.read_at',
          'message.type',
          'message.payload',
          'message.title',
          'message.body',
          'message.created_at',
        ])
        .orderBy('inbox.message_id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as InboxRow[], total: count.n };
  },

  /** One of the member's own undeleted messages, or undefined (another member's id reads as none). */
  async one(db: Db, memberId: number, messageId: number): Promise<InboxRow | undefined> {
    const row = await db
      .selectFrom('inbox')
      .innerJoin('message', 'message.id', 'inbox.message_id')
      .select([
        'inbox.message_id',
        'inbox.kind',
        'inbox.read_at',
        'message.type',
        'message.payload',
        'message.title',
        'message.body',
        'message.created_at',
      ])
      .where('inbox.member_id', '=', memberId)
      .where('inbox.message_id', '=', String(messageId))
      .where('inbox.deleted_at', 'is', null)
      .executeTakeFirst();
    return row as InboxRow | undefined;
  },

  /** Marks one message read (a read one stays as it was). */
  async markRead(db: Db, memberId: number, messageId: number): Promise<void> {
    await db
      .updateTable('inbox')
      .set({ read_at: sql<Date>`now()` })
      .where('member_id', '=', memberId)
      .where('message_id', '=', String(messageId))
      .where('read_at', 'is', null)
      .execute();
  },

  /** Marks every unread message read; how many it marked. */
  async markAllRead(db: Db, memberId: number): Promise<number> {
    const result = await sql`
      UPDATE inbox SET read_at = now() WHERE member_id = ${memberId} AND read_at IS NULL AND deleted_at IS NULL`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  },

  /** Deletes the member's own messages among `ids` (others' ids change nothing); how many it deleted. */
  async delete(db: Db, memberId: number, ids: readonly number[]): Promise<number> {
    const result = await db
      .updateTable('inbox')
      .set({ deleted_at: sql<Date>`now()` })
      .where('member_id', '=', memberId)
      .where('message_id', 'in', ids.map(String))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },
};

/** The members an audience names, as a subquery of `id`: real members (not trial accounts) that are not closed. */
function audienceSource(merchant: MerchantRow, audience: MessageAudience, agentId: number | null): RawBuilder<unknown> {
  const real = sql`m.merchant_id = ${merchant.id} AND m.status <> 'CLOSED' AND NOT (m.type = ANY(${merchant.trial_types}::int[]))`;
  // A broadcast (a list, a team, everyone) is marketing, which a member on a time-out or
  // self-exclusion must not receive (issue 20 item 5); a message to one named member is the
  // operator writing to that person, and still arrives (docs/responsible-gaming/limits.md).
  const broadcast = sql`${real} AND NOT EXISTS (
    SELECT 1 FROM rg_exclusion x WHERE x.member_id = m.id AND x.starts_at <= now() AND x.ends_at > now())`;
  switch (audience.to) {
    case 'member':
      return sql`SELECT m.id FROM member m WHERE ${real} AND lower(m.username) = ${audience.username.toLowerCase()}`;
    case 'list':
      return sql`SELECT m.id FROM member m WHERE ${broadcast} AND lower(m.username) = ANY(${[...new Set(audience.usernames.map((u) => u.toLowerCase()))]}::text[])`;
    case 'team':
      return sql`SELECT m.id FROM member_closure c JOIN member m ON m.id = c.descendant_id
                  WHERE ${broadcast} AND c.ancestor_id = ${agentId ?? 0} AND ${audience.scope === 'direct' ? sql`c.depth = 1` : sql`c.depth >= 1`}`;
    case 'all':
      return sql`SELECT m.id FROM member m WHERE ${broadcast}`;
  }
}

/** The back office's sends: audiences resolved set-based, sent messages and their read counts. */
export const sentRepository = {
  /** An agent of the merchant by username, or undefined. */
  async agent(db: Db, merchant: MerchantRow, username: string): Promise<{ id: number } | undefined> {
    return db
      .selectFrom('member')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .where('type', 'in', merchant.agent_types.length > 0 ? merchant.agent_types : [-1])
      .executeTakeFirst();
  },

  /** The usernames given that match no real, open member of the merchant. */
  async unknownUsernames(db: Db, merchant: MerchantRow, usernames: readonly string[]): Promise<string[]> {
    const wanted = [...new Set(usernames.map((u) => u.toLowerCase()))];
    const { rows } = await sql<{ u: string }>`
      SELECT u FROM unnest(${wanted}::text[]) AS u
       WHERE NOT EXISTS (SELECT 1 FROM member m WHERE m.merchant_id = ${merchant.id} AND lower(m.username) = u
                           AND m.status <> 'CLOSED' AND NOT (m.type = ANY(${merchant.trial_types}::int[])))
       ORDER BY u`.execute(db);
    return rows.map((r) => r.u);
  },

  /** How many members an audience reaches, and a few of their usernames. */
  async preview(db: Db, merchant: MerchantRow, audience: MessageAudience, agentId: number | null) {
    const source = audienceSource(merchant, audience, agentId);
    const [count, sample] = await Promise.all([
      sql<{ n: number }>`SELECT count(*)::int AS n FROM (${source}) a`.execute(db),
      sql<{ username: string }>`SELECT m.username FROM member m WHERE m.id IN (${source}) ORDER BY m.id LIMIT 5`.execute(db),
    ]);
    return { recipients: count.rows[0]?.n ?? 0, sample: sample.rows.map((r) => r.username) };
  },

  /** Writes an operator's message and one inbox row per recipient in one statement; the recipients written. */
  async send(
    trx: Db,
    merchant: MerchantRow,
    input: { title: string; body: string; audience: MessageAudience; operatorId: number | null },
    agentId: number | null,
  ): Promise<{ id: number; recipients: number; createdAt: Date }> {
    const message = await trx
      .insertInto('message')
      .values({
        merchant_id: merchant.id,
        kind: 'operator',
        title: input.title,
        body: input.body,
        audience: JSON.stringify(input.audience),
        operator_id: input.operatorId,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    const inserted = await sql`
      INSERT INTO inbox (member_id, message_id, kind)
      SELECT a.id, ${message.id}::bigint, 'operator' FROM (${audienceSource(merchant, input.audience, agentId)}) a`.execute(trx);
    const recipients = Number(inserted.numAffectedRows ?? 0);
    await trx
      .updateTable('message')
      .set({ recipient_count: recipients })
      .where('id', '=', message.id as never)
      .execute();
    return { id: Number(message.id), recipients, createdAt: message.created_at };
  },

  /** Queues NEW_MAIL for every recipient's room in the event outbox, in one statement. */
  async queueNewMail(trx: Db, messageId: number, payload: unknown): Promise<void> {
    await sql`
      INSERT INTO event_outbox (room, event, payload)
      SELECT 'member:' || member_id, 'notification', ${JSON.stringify(payload)}::jsonb FROM inbox WHERE message_id = ${messageId}`.execute(
      trx,
    );
  },

  /** A page of the merchant's sent messages, newest first, with read counts. */
  async page(db: Db, merchantId: number, offset: number, limit: number): Promise<{ rows: SentRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      sql<SentRow>`
        SELECT msg.id::text AS id, msg.title, msg.body, msg.audience, msg.recipient_count, msg.created_at, msg.withdrawn_at,
               o.username AS sent_by,
               COALESCE(msg.read_count_at_withdrawal,
                        (SELECT count(*)::int FROM inbox i WHERE i.message_id = msg.id AND i.read_at IS NOT NULL)) AS read_count
          FROM message msg LEFT JOIN operator o ON o.id = msg.operator_id
         WHERE msg.merchant_id = ${merchantId} AND msg.kind = 'operator'
         ORDER BY msg.id DESC OFFSET ${offset} LIMIT ${limit}`.execute(db),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM message WHERE merchant_id = ${merchantId} AND kind = 'operator'`.execute(db),
    ]);
    return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
  },

  /** One sent message of the merchant, locked for a change. */
  async lock(trx: Db, merchantId: number, id: number) {
    const { rows } = await sql<{ id: string; withdrawn_at: Date | null; recipient_count: number; title: string }>`
      SELECT id::text AS id, withdrawn_at, recipient_count, title FROM message
       WHERE id = ${id} AND merchant_id = ${merchantId} AND kind = 'operator' FOR UPDATE`.execute(trx);
    return rows[0];
  },

  /** Withdraws a message: its read count kept, its inbox rows deleted (one statement each); how many inboxes held it. */
  async withdraw(trx: Db, id: number): Promise<{ read: number; removed: number }> {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM inbox WHERE message_id = ${id} AND read_at IS NOT NULL`.execute(trx);
    const read = rows[0]?.n ?? 0;
    const removed = await sql`DELETE FROM inbox WHERE message_id = ${id}`.execute(trx);
    await sql`UPDATE message SET withdrawn_at = now(), read_count_at_withdrawal = ${read} WHERE id = ${id}`.execute(trx);
    return { read, removed: Number(removed.numAffectedRows ?? 0) };
  },
};
