import { CHAT_PAGE_SIZE } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ConversationRow, MessageRow } from './chat.presenter';
import type { ChatParty } from './chat-party';

/** Live-chat rows with the names they are shown with (the party's nickname or username or guest name, the operator's username). */
export function createLiveChatRepository(db: Kysely<Database>) {
  const conversations = (trx: Kysely<Database> = db) =>
    trx
      .selectFrom('chat_conversation as c')
      .leftJoin('member as m', 'm.id', 'c.member_id')
      .leftJoin('chat_guest as g', 'g.id', 'c.guest_id')
      .leftJoin('operator as o', 'o.id', 'c.operator_id')
      .select([
        'c.id',
        'c.status',
        'c.member_id',
        'c.guest_id',
        sql<string | null>`coalesce(nullif(m.nickname, ''), m.username, g.name)`.as('party_name'),
        'c.operator_id',
        'o.username as operator_name',
        'c.member_unread',
        'c.operator_unread',
        'c.last_message',
        'c.last_message_at',
        'c.created_at',
      ]);

  return {
    conversations,

    /** One conversation of the merchant, or undefined. */
    async find(merchantId: number, id: number, trx: Kysely<Database> = db): Promise<ConversationRow | undefined> {
      return conversations(trx).where('c.id', '=', id).where('c.merchant_id', '=', merchantId).executeTakeFirst();
    },

    /** The party's conversation that is not closed, or else its latest. */
    async latestOf(party: ChatParty, trx: Kysely<Database> = db): Promise<ConversationRow | undefined> {
      let query = conversations(trx).where('c.merchant_id', '=', party.merchantId);
      query = party.kind === 'member' ? query.where('c.member_id', '=', party.memberId) : query.where('c.guest_id', '=', party.guestId);
      return query.orderBy(sql`c.status <> 'closed'`, 'desc').orderBy('c.id', 'desc').limit(1).executeTakeFirst();
    },

    /** Whether the conversation is the party's (else it does not exist for it). */
    owns(party: ChatParty, row: ConversationRow | undefined): row is ConversationRow {
      if (!row) return false;
      return party.kind === 'member' ? row.member_id === party.memberId : row.guest_id === party.guestId;
    },

    /** A page of messages, oldest first: the newest {@link CHAT_PAGE_SIZE} below `before`. */
    async messages(conversationId: number, before?: number, trx: Kysely<Database> = db): Promise<MessageRow[]> {
      let query = trx
        .selectFrom('chat_message as x')
        .leftJoin('operator as o', 'o.id', 'x.operator_id')
        .select(['x.id', 'x.conversation_id', 'x.sender', 'o.username as operator_name', 'x.body', 'x.image_id', 'x.created_at'])
        .where('x.conversation_id', '=', conversationId);
      if (before !== undefined) query = query.where('x.id', '<', String(before) as never);
      const rows = await query.orderBy('x.id', 'desc').limit(CHAT_PAGE_SIZE).execute();
      return rows.reverse();
    },

    async message(id: string, trx: Kysely<Database> = db): Promise<MessageRow> {
      return trx
        .selectFrom('chat_message as x')
        .leftJoin('operator as o', 'o.id', 'x.operator_id')
        .select(['x.id', 'x.conversation_id', 'x.sender', 'o.username as operator_name', 'x.body', 'x.image_id', 'x.created_at'])
        .where('x.id', '=', id as never)
        .executeTakeFirstOrThrow();
    },
  };
}

export type LiveChatRepository = ReturnType<typeof createLiveChatRepository>;
