import { CHAT_EVENTS, LIVE_CHAT_PATH, LIVE_CHAT_RATE_LIMIT, roleAllows } from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';
import { type ChatHub, chatGuestRoom, chatMemberRoom, chatOpsRoom } from '../../realtime/chat-hub';
import { recordAudit } from '../ops/audit';
import { operatorOf } from '../ops/ops-guard';
import { type ConversationRow, type MessageRow, presentConversation, presentMessage, presentOpsConversation } from './chat.presenter';
import type { ChatImage } from './chat-image';
import type { ChatParty } from './chat-party';
import type { LiveChatRepository } from './live-chat.repository';

type Deps = { db: Kysely<Database>; repo: LiveChatRepository; hub: ChatHub; limiter: RateLimiter };

/** How a member or guest sees an operator: a desk number, never the back-office login name. */
const deskName = (operatorId: number | null) => (operatorId === null ? null : `CS-${operatorId}`);

/** The live chat between members or guests and the merchant's operators (docs/communications/live-chat.md). */
export function createLiveChatService(deps: Deps) {
  const { db, repo, hub, limiter } = deps;

  const partyRoom = (row: ConversationRow) =>
    row.member_id !== null ? chatMemberRoom(row.member_id) : chatGuestRoom(row.guest_id as number);

  const forParty = (row: ConversationRow) => ({ ...presentConversation(row), operatorName: deskName(row.operator_id) });
  const messageForParty = (message: MessageRow, operatorId: number | null) => ({
    ...presentMessage(message),
    operatorName: message.sender === 'operator' ? deskName(operatorId) : null,
  });

  /** Tells both sides a conversation changed (after commit). */
  function announce(merchantId: number, row: ConversationRow) {
    hub.emit([partyRoom(row)], CHAT_EVENTS.conversation, { conversation: forParty(row) });
    hub.emit([chatOpsRoom(merchantId)], CHAT_EVENTS.conversation, { conversation: presentOpsConversation(row) });
  }

  /** Delivers a message to both sides (after commit). */
  function deliver(merchantId: number, row: ConversationRow, message: MessageRow, operatorId: number | null) {
    hub.emit([partyRoom(row)], CHAT_EVENTS.message, { conversationId: row.id, message: messageForParty(message, operatorId) });
    hub.emit([chatOpsRoom(merchantId)], CHAT_EVENTS.message, { conversationId: row.id, message: presentMessage(message) });
    announce(merchantId, row);
  }

  /** The party's conversation that is not closed, made when it has none (one per party: a unique index). */
  async function liveConversation(trx: Kysely<Database>, party: ChatParty): Promise<number> {
    const latest = await repo.latestOf(party, trx);
    if (latest && latest.status !== 'closed') return latest.id;
    const inserted = await trx
      .insertInto('chat_conversation')
      .values({
        merchant_id: party.merchantId,
        member_id: party.kind === 'member' ? party.memberId : null,
        guest_id: party.kind === 'guest' ? party.guestId : null,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
    // A concurrent call made it first.
    const again = await repo.latestOf(party, trx);
    if (!again || again.status === 'closed') throw new AppError('conflict');
    return again.id;
  }

  async function storeImage(trx: Kysely<Database>, conversationId: number, image: ChatImage | null): Promise<number | null> {
    if (!image) return null;
    const row = await trx
      .insertInto('chat_image')
      .values({ conversation_id: conversationId, content_type: image.contentType, bytes: image.bytes })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  return {
    /** `POST /wps/relay/LC_launchChat`: the chat page's address and the party's live conversation. */
    async launch(party: ChatParty, guestToken: string | null) {
      const id = await db.transaction().execute((trx) => liveConversation(trx, party));
      return { chatUrl: LIVE_CHAT_PATH, conversationId: id, guestToken };
    },

    /** `GET /wps/livechat/conversation`: the party's current (or latest) conversation and its newest messages. */
    async current(party: ChatParty) {
      const row = await repo.latestOf(party);
      if (!row) return { conversation: null, messages: [] };
      const messages = await repo.messages(row.id);
      return { conversation: forParty(row), messages: messages.map((m) => messageForParty(m, row.operator_id)) };
    },

    /** `GET /wps/livechat/conversations/:id/messages`: older history; another party's conversation is not found. */
    async history(party: ChatParty, id: number, before?: number) {
      const row = await repo.find(party.merchantId, id);
      if (!repo.owns(party, row)) throw new AppError('chat_not_found');
      return (await repo.messages(row.id, before)).map((m) => messageForParty(m, row.operator_id));
    },

    /** `POST /wps/livechat/messages` and `/images`: into the live conversation (a new one after a close). */
    async send(party: ChatParty, text: string, image: ChatImage | null = null) {
      const who = party.kind === 'member' ? `m${party.memberId}` : `g${party.guestId}`;
      await limiter.enforce(`livechat:${party.merchantId}:${who}`, LIVE_CHAT_RATE_LIMIT, 10, 'chat_rate_limited', {
        retryAfterSeconds: 10,
      });
      const { row, message } = await db.transaction().execute(async (trx) => {
        const id = await liveConversation(trx, party);
        const imageId = await storeImage(trx, id, image);
        const inserted = await trx
          .insertInto('chat_message')
          .values({ conversation_id: id, sender: party.kind, body: text, image_id: imageId })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('chat_conversation')
          .set({
            operator_unread: sql`operator_unread + 1`,
            member_unread: 0,
            last_message: text.slice(0, 200),
            last_message_at: sql`now()`,
          })
          .where('id', '=', id)
          .execute();
        return { row: (await repo.find(party.merchantId, id, trx)) as ConversationRow, message: await repo.message(inserted.id, trx) };
      });
      deliver(party.merchantId, row, message, row.operator_id);
      return messageForParty(message, row.operator_id);
    },

    /** `POST /wps/livechat/read`: the party read its conversation. */
    async markRead(party: ChatParty) {
      const row = await repo.latestOf(party);
      if (!row || row.member_unread === 0) return { unread: 0 };
      await db.updateTable('chat_conversation').set({ member_unread: 0 }).where('id', '=', row.id).execute();
      hub.emit([partyRoom(row)], CHAT_EVENTS.conversation, { conversation: { ...forParty(row), unread: 0 } });
      return { unread: 0 };
    },

    /**
     * `GET /wps/livechat/unread`: the badge of the customer-service entry, and whether a
     * conversation is open (only then does the site hold a chat socket to keep the badge live).
     */
    async unread(party: ChatParty) {
      const row = await repo.latestOf(party);
      return { unread: row?.member_unread ?? 0, open: Boolean(row && row.status !== 'closed') };
    },

    /** An image of a conversation, for its party only (else not found). */
    async imageForParty(party: ChatParty, imageId: number) {
      const image = await db
        .selectFrom('chat_image as i')
        .innerJoin('chat_conversation as c', 'c.id', 'i.conversation_id')
        .select(['i.content_type', 'i.bytes', 'c.member_id', 'c.guest_id', 'c.merchant_id'])
        .where('i.id', '=', imageId)
        .executeTakeFirst();
      const mine =
        image?.merchant_id === party.merchantId &&
        (party.kind === 'member' ? image.member_id === party.memberId : image.guest_id === party.guestId);
      if (!image || !mine) throw new AppError('chat_not_found');
      return { contentType: image.content_type, bytes: image.bytes };
    },

    // ---- the operator's console ----

    /** `GET /ops/chat/conversations`: a page of the queue, the accepted, or the closed. */
    async page(request: FastifyRequest, query: { status: string; mine: '0' | '1'; pageNo: number; pageSize: number }) {
      const merchantId = request.site.merchant.id;
      let base = repo.conversations().where('c.merchant_id', '=', merchantId).where('c.status', '=', query.status);
      // The queue shows conversations once their party wrote something.
      if (query.status === 'waiting') base = base.where('c.last_message', 'is not', null);
      if (query.mine === '1') base = base.where('c.operator_id', '=', operatorOf(request).operatorId);
      const rows = await base
        .orderBy(query.status === 'waiting' ? 'c.last_message_at' : 'c.last_message_at', query.status === 'waiting' ? 'asc' : 'desc')
        .orderBy('c.id', 'desc')
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute();
      let count = db
        .selectFrom('chat_conversation')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('merchant_id', '=', merchantId)
        .where('status', '=', query.status);
      if (query.status === 'waiting') count = count.where('last_message', 'is not', null);
      if (query.mine === '1') count = count.where('operator_id', '=', operatorOf(request).operatorId);
      const total = (await count.executeTakeFirstOrThrow()).n;
      return { list: rows.map(presentOpsConversation), total, pageNo: query.pageNo, pageSize: query.pageSize };
    },

    /** `GET /ops/chat/summary`: the console's badges (queue length, unread in the caller's open conversations). */
    async summary(request: FastifyRequest) {
      const merchantId = request.site.merchant.id;
      const row = await db
        .selectFrom('chat_conversation')
        .select([
          sql<number>`count(*) FILTER (WHERE status = 'waiting' AND last_message IS NOT NULL)::int`.as('waiting'),
          sql<number>`coalesce(sum(operator_unread) FILTER (WHERE status = 'open' AND operator_id = ${operatorOf(request).operatorId}), 0)::int`.as(
            'mine_unread',
          ),
        ])
        .where('merchant_id', '=', merchantId)
        .where('status', '<>', 'closed')
        .executeTakeFirstOrThrow();
      return { waiting: row.waiting, mineUnread: row.mine_unread };
    },

    /** `GET /ops/chat/conversations/:id`: a conversation and its newest messages. */
    async detail(request: FastifyRequest, id: number) {
      const row = await repo.find(request.site.merchant.id, id);
      if (!row) throw new AppError('chat_not_found');
      return { conversation: presentOpsConversation(row), messages: (await repo.messages(id)).map(presentMessage) };
    },

    async opsHistory(request: FastifyRequest, id: number, before?: number) {
      const row = await repo.find(request.site.merchant.id, id);
      if (!row) throw new AppError('chat_not_found');
      return (await repo.messages(id, before)).map(presentMessage);
    },

    /** `POST /ops/chat/conversations/:id/accept`: takes a waiting conversation (audited). */
    async accept(request: FastifyRequest, id: number) {
      const merchantId = request.site.merchant.id;
      const me = operatorOf(request);
      const row = await db.transaction().execute(async (trx) => {
        const before = await repo.find(merchantId, id, trx);
        if (!before) throw new AppError('chat_not_found');
        const taken = await trx
          .updateTable('chat_conversation')
          .set({ status: 'open', operator_id: me.operatorId, accepted_at: sql`now()` })
          .where('id', '=', id)
          .where('status', '=', 'waiting')
          .executeTakeFirst();
        if (taken.numUpdatedRows === 0n) throw new AppError(before.status === 'closed' ? 'chat_closed' : 'chat_not_yours');
        await recordAudit(trx, request, {
          action: 'chat.accept',
          targetType: 'chat_conversation',
          targetId: id,
          before: { status: before.status },
          after: { status: 'open', operatorId: me.operatorId },
        });
        return (await repo.find(merchantId, id, trx)) as ConversationRow;
      });
      announce(merchantId, row);
      return presentOpsConversation(row);
    },

    /** `POST /ops/chat/conversations/:id/messages` and `/images`: the accepting operator answers. */
    async answer(request: FastifyRequest, id: number, text: string, image: ChatImage | null = null) {
      const merchantId = request.site.merchant.id;
      const me = operatorOf(request);
      const { row, message } = await db.transaction().execute(async (trx) => {
        const conversation = await trx
          .selectFrom('chat_conversation')
          .select(['status', 'operator_id'])
          .where('id', '=', id)
          .where('merchant_id', '=', merchantId)
          .forUpdate()
          .executeTakeFirst();
        if (!conversation) throw new AppError('chat_not_found');
        if (conversation.status === 'closed') throw new AppError('chat_closed');
        if (conversation.status !== 'open' || conversation.operator_id !== me.operatorId) throw new AppError('chat_not_yours');
        const imageId = await storeImage(trx, id, image);
        const inserted = await trx
          .insertInto('chat_message')
          .values({ conversation_id: id, sender: 'operator', operator_id: me.operatorId, body: text, image_id: imageId })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('chat_conversation')
          .set({ member_unread: sql`member_unread + 1`, operator_unread: 0, last_message: text.slice(0, 200), last_message_at: sql`now()` })
          .where('id', '=', id)
          .execute();
        return { row: (await repo.find(merchantId, id, trx)) as ConversationRow, message: await repo.message(inserted.id, trx) };
      });
      // The message is the record of this write: chat history, not an audit row (docs/communications/live-chat.md).
      request.opsAudited = true;
      deliver(merchantId, row, message, me.operatorId);
      return presentMessage(message);
    },

    /** `POST /ops/chat/conversations/:id/read`: the operator read the conversation (not audited: a read marker). */
    async opsRead(request: FastifyRequest, id: number) {
      const merchantId = request.site.merchant.id;
      const row = await repo.find(merchantId, id);
      if (!row) throw new AppError('chat_not_found');
      request.opsAudited = true;
      if (row.operator_unread === 0) return presentOpsConversation(row);
      await db.updateTable('chat_conversation').set({ operator_unread: 0 }).where('id', '=', id).execute();
      const next = { ...row, operator_unread: 0 };
      hub.emit([chatOpsRoom(merchantId)], CHAT_EVENTS.conversation, { conversation: presentOpsConversation(next) });
      return presentOpsConversation(next);
    },

    /** `GET /ops/chat/operators`: who a conversation may be handed to (active, allowed to answer). */
    async operators(request: FastifyRequest) {
      const rows = await db
        .selectFrom('operator')
        .select(['id', 'username', 'role'])
        .where('merchant_id', '=', request.site.merchant.id)
        .where('status', '=', 'active')
        .orderBy('username')
        .execute();
      return rows.filter((r) => roleAllows(r.role, 'support.write')).map((r) => ({ id: r.id, username: r.username }));
    },

    /** `POST /ops/chat/conversations/:id/handover`: the holder gives an open conversation to another operator (audited). */
    async handover(request: FastifyRequest, id: number, operatorId: number) {
      const merchantId = request.site.merchant.id;
      const me = operatorOf(request);
      const { row, message } = await db.transaction().execute(async (trx) => {
        const target = await trx
          .selectFrom('operator')
          .select(['id', 'role', 'username'])
          .where('id', '=', operatorId)
          .where('merchant_id', '=', merchantId)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (!target || !roleAllows(target.role, 'support.write') || target.id === me.operatorId)
          throw new AppError('chat_operator_unavailable');
        const before = await repo.find(merchantId, id, trx);
        if (!before) throw new AppError('chat_not_found');
        if (before.status === 'closed') throw new AppError('chat_closed');
        const moved = await trx
          .updateTable('chat_conversation')
          .set({ operator_id: target.id, status: 'open' })
          .where('id', '=', id)
          .where('status', '=', 'open')
          .where('operator_id', '=', me.operatorId)
          .executeTakeFirst();
        if (moved.numUpdatedRows === 0n) throw new AppError('chat_not_yours');
        const inserted = await trx
          .insertInto('chat_message')
          .values({ conversation_id: id, sender: 'system', body: 'handover' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, request, {
          action: 'chat.handover',
          targetType: 'chat_conversation',
          targetId: id,
          before: { operatorId: before.operator_id },
          after: { operatorId: target.id },
        });
        return { row: (await repo.find(merchantId, id, trx)) as ConversationRow, message: await repo.message(inserted.id, trx) };
      });
      deliver(merchantId, row, message, row.operator_id);
      return presentOpsConversation(row);
    },

    /** `POST /ops/chat/conversations/:id/close`: ends a conversation (audited); the party's next message opens a new one. */
    async close(request: FastifyRequest, id: number) {
      const merchantId = request.site.merchant.id;
      const me = operatorOf(request);
      const { row, message } = await db.transaction().execute(async (trx) => {
        const before = await repo.find(merchantId, id, trx);
        if (!before) throw new AppError('chat_not_found');
        if (before.status === 'closed') throw new AppError('chat_closed');
        // An open conversation is closed by its holder; a waiting one by any operator who answers (spam).
        if (before.status === 'open' && before.operator_id !== me.operatorId) throw new AppError('chat_not_yours');
        const closed = await trx
          .updateTable('chat_conversation')
          .set({ status: 'closed', closed_at: sql`now()` })
          .where('id', '=', id)
          .where('status', '=', before.status)
          .executeTakeFirst();
        if (closed.numUpdatedRows === 0n) throw new AppError('conflict');
        const inserted = await trx
          .insertInto('chat_message')
          .values({ conversation_id: id, sender: 'system', body: 'closed' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, request, {
          action: 'chat.close',
          targetType: 'chat_conversation',
          targetId: id,
          before: { status: before.status, operatorId: before.operator_id },
          after: { status: 'closed' },
        });
        return { row: (await repo.find(merchantId, id, trx)) as ConversationRow, message: await repo.message(inserted.id, trx) };
      });
      deliver(merchantId, row, message, row.operator_id);
      return presentOpsConversation(row);
    },

    /** An image of any conversation of the merchant, for its operators. */
    async imageForOperator(request: FastifyRequest, imageId: number) {
      const image = await db
        .selectFrom('chat_image as i')
        .innerJoin('chat_conversation as c', 'c.id', 'i.conversation_id')
        .select(['i.content_type', 'i.bytes'])
        .where('i.id', '=', imageId)
        .where('c.merchant_id', '=', request.site.merchant.id)
        .executeTakeFirst();
      if (!image) throw new AppError('chat_not_found');
      return { contentType: image.content_type, bytes: image.bytes };
    },
  };
}

export type LiveChatService = ReturnType<typeof createLiveChatService>;
