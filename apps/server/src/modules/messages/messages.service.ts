import type {
  InboxChange,
  InboxPage,
  InboxQuery,
  MessageAudience,
  MessageDetail,
  MessagePreview,
  SendMessageRequest,
  SentMessage,
  SentMessagesPage,
  SystemMessageType,
  UnreadCountV2,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import { type MemberEvents, newMailEvent, type RecordedEvent } from '../../realtime/member-events';
import type { EventOutbox } from '../../realtime/outbox';
import { merchantRoom } from '../../realtime/rooms';
import { recordAudit } from '../ops/audit';
import { presentInboxItem, presentMessage, presentSent } from './messages.presenter';
import { inboxRepository as inbox, sentRepository as sent } from './messages.repository';
import { writeSystemMessages } from './system-messages';

type Db = Kysely<Database>;

/** What a member's open inbox hears when a message is withdrawn from it: read the inbox afresh. */
export const MAILBOX_CHANGED = 'mailbox_changed';

/**
 * Platform messages (docs/communications/messages.md): the member's inbox (each call reads and
 * changes only the caller's own rows, so another member's id is simply not there), operators'
 * sends and withdrawals (audited, in one transaction with the change), and system messages for
 * other areas (`recordSystem`, written in their own transaction).
 */
export function createMessagesService(deps: { db: Db; events: MemberEvents; outbox: EventOutbox }) {
  const { db, events, outbox } = deps;

  /** The agent a team audience names; an unknown one is not found. */
  async function agentOf(executor: Db, merchant: MerchantRow, audience: MessageAudience): Promise<number | null> {
    if (audience.to !== 'team') return null;
    const agent = await sent.agent(executor, merchant, audience.agent);
    if (!agent) throw new AppError('not_found', { reason: 'agent_not_found', agent: audience.agent });
    return agent.id;
  }

  /** The usernames an audience names that are no member's. */
  function unknownOf(executor: Db, merchant: MerchantRow, audience: MessageAudience): Promise<string[]> {
    if (audience.to === 'member') return sent.unknownUsernames(executor, merchant, [audience.username]);
    if (audience.to === 'list') return sent.unknownUsernames(executor, merchant, audience.usernames);
    return Promise.resolve([]);
  }

  return {
    /** `CSP_unreadCount`: the member's unread messages. */
    unreadCount(memberId: number): Promise<number> {
      return inbox.unreadCount(db, memberId);
    },

    /** The v2 count: total and per kind. */
    async unreadCountV2(memberId: number): Promise<UnreadCountV2> {
      const counts = await inbox.unreadByKind(db, memberId);
      return { total: counts.system + counts.operator, ...counts };
    },

    /** A page of the member's inbox, newest first, with the unread count for the badge. */
    async page(site: SiteContext, memberId: number, query: InboxQuery): Promise<InboxPage> {
      const [{ rows, total }, unread] = await Promise.all([
        inbox.page(db, memberId, query.filter === 'unread', (query.pageNo - 1) * query.pageSize, query.pageSize),
        inbox.unreadCount(db, memberId),
      ]);
      return {
        list: rows.map((row) => presentInboxItem(row, site)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
        unread,
      };
    },

    /** One of the member's messages, marked read; anyone else's (or a deleted one) is `not_found`. */
    async read(site: SiteContext, memberId: number, messageId: number): Promise<MessageDetail> {
      const row = await inbox.one(db, memberId, messageId);
      if (!row) throw new AppError('not_found');
      if (row.read_at === null) await inbox.markRead(db, memberId, messageId);
      return presentMessage(row, site);
    },

    /** Marks every message read. */
    async markAllRead(memberId: number): Promise<InboxChange> {
      const changed = await inbox.markAllRead(db, memberId);
      return { changed, unread: await inbox.unreadCount(db, memberId) };
    },

    /** Deletes one message of the member's; anyone else's (or one already deleted) is `not_found`. */
    async deleteOne(memberId: number, messageId: number): Promise<InboxChange> {
      const changed = await inbox.delete(db, memberId, [messageId]);
      if (changed === 0) throw new AppError('not_found');
      return { changed, unread: await inbox.unreadCount(db, memberId) };
    },

    /** Deletes those of `ids` that are the member's; others' ids change nothing (and are not told apart from gone ones). */
    async deleteMany(memberId: number, ids: readonly number[]): Promise<InboxChange> {
      const changed = await inbox.delete(db, memberId, ids);
      return { changed, unread: await inbox.unreadCount(db, memberId) };
    },

    /**
     * For other areas (promotions): writes a system message in the caller's transaction; publish
     * what it answers with `publish` after that transaction committed.
     */
    async recordSystem(trx: Db, memberId: number, type: SystemMessageType, payload: Record<string, unknown>): Promise<RecordedEvent> {
      const [written] = await writeSystemMessages(trx, [{ memberId, type, payload }]);
      if (!written) throw new Error('system message not written');
      return { memberId, event: newMailEvent(written, 'system', type) };
    },

    /** Publishes NEW_MAIL of messages `recordSystem` wrote (after commit). */
    publish(...recorded: RecordedEvent[]): void {
      for (const r of recorded) events.publish({ memberId: r.memberId, event: r.event });
    },

    /** `POST /ops/messages/preview`: who a send would reach, refusing nothing. */
    async preview(request: FastifyRequest, input: SendMessageRequest): Promise<MessagePreview> {
      const merchant = request.site.merchant;
      const unknown = await unknownOf(db, merchant, input.audience);
      const agentId = await agentOf(db, merchant, input.audience);
      const reach = await sent.preview(db, merchant, input.audience, agentId);
      return { title: input.title, body: input.body, ...reach, unknown };
    },

    /**
     * `POST /ops/messages`: writes the message and every recipient's inbox row set-based, queues
     * NEW_MAIL (one outbox row per recipient, or one to the merchant's room for everyone) and
     * the audit row, all in one transaction; the outbox publishes after commit. A username that is
     * no member's, an unknown agent or an audience of nobody refuses the whole send.
     */
    async send(request: FastifyRequest, input: SendMessageRequest): Promise<SentMessage> {
      const merchant = request.site.merchant;
      const result = await db.transaction().execute(async (trx) => {
        const unknown = await unknownOf(trx, merchant, input.audience);
        if (unknown.length > 0) throw new AppError('not_found', { reason: 'unknown_usernames', usernames: unknown.slice(0, 50) });
        const agentId = await agentOf(trx, merchant, input.audience);
        const message = await sent.send(trx, merchant, { ...input, operatorId: request.operator?.operatorId ?? null }, agentId);
        if (message.recipients === 0) throw new AppError('not_found', { reason: 'no_recipients' });
        const mail = newMailEvent({ memberId: 0, messageId: message.id, createdAt: message.createdAt.toISOString() }, 'operator', null);
        if (input.audience.to === 'all') {
          await trx
            .insertInto('event_outbox')
            .values({ room: merchantRoom(merchant.id), event: 'notification', payload: JSON.stringify(mail) })
            .execute();
        } else await sent.queueNewMail(trx, message.id, mail);
        await recordAudit(trx, request, {
          action: 'messages.send',
          targetType: 'message',
          targetId: message.id,
          after: { title: input.title, audience: input.audience, recipients: message.recipients },
        });
        return message;
      });
      outbox.nudge();
      return {
        id: result.id,
        title: input.title,
        body: input.body,
        audience: input.audience,
        recipients: result.recipients,
        read: 0,
        sentBy: request.operator?.username ?? null,
        createdAt: result.createdAt.toISOString(),
        withdrawnAt: null,
      };
    },

    /** `GET /ops/messages`: the merchant's sent messages, newest first. */
    async sentPage(request: FastifyRequest, pageNo: number, pageSize: number): Promise<SentMessagesPage> {
      const { rows, total } = await sent.page(db, request.site.merchant.id, (pageNo - 1) * pageSize, pageSize);
      return { rows: rows.map(presentSent), total, pageNo, pageSize };
    },

    /**
     * `POST /ops/messages/:id/withdraw`: the message leaves every inbox (read or not, deleted or
     * not), its read count kept; open inboxes hear `mailbox_changed`. Withdrawing a withdrawn
     * message changes nothing; another merchant's id is `not_found`.
     */
    async withdraw(request: FastifyRequest, id: number): Promise<{ id: number; withdrawn: boolean; removed: number }> {
      const merchant = request.site.merchant;
      const outcome = await db.transaction().execute(async (trx) => {
        const row = await sent.lock(trx, merchant.id, id);
        if (!row) throw new AppError('not_found');
        if (row.withdrawn_at) return { id, withdrawn: true, removed: 0 };
        const { read, removed } = await sent.withdraw(trx, id);
        await trx
          .insertInto('event_outbox')
          .values({ room: merchantRoom(merchant.id), event: MAILBOX_CHANGED, payload: JSON.stringify({ messageId: id }) })
          .execute();
        await recordAudit(trx, request, {
          action: 'messages.withdraw',
          targetType: 'message',
          targetId: id,
          before: { title: row.title, recipients: row.recipient_count, withdrawn: false },
          after: { withdrawn: true, read, removed },
        });
        return { id, withdrawn: true, removed };
      });
      outbox.nudge();
      return outcome;
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
