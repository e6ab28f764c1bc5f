import { CHAT_EVENTS, CHAT_PAGE_SIZE, CHAT_ROOM_RATE_LIMIT, CHAT_ROOM_RATE_WINDOW_SECONDS } from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database, MemberRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';
import { type ChatHub, chatOpsRoom, chatPublicRoom } from '../../realtime/chat-hub';
import { recordAudit } from '../ops/audit';
import { operatorOf } from '../ops/ops-guard';
import { presentRoomMessage } from './chat.presenter';

/** The name a member is shown with in the room: its nickname, else its username with the middle hidden. */
export function roomNickname(member: Pick<MemberRow, 'nickname' | 'username'>): string {
  if (member.nickname.trim()) return member.nickname.trim().slice(0, 64);
  const name = member.username;
  return name.length <= 3 ? `${name[0] ?? ''}**` : `${name.slice(0, 2)}***${name.slice(-1)}`;
}

/** The merchant's public chat room: members write, operators moderate (mute, delete, slow mode). */
export function createChatRoomService(deps: { db: Kysely<Database>; hub: ChatHub; limiter: RateLimiter }) {
  const { db, hub, limiter } = deps;

  async function slowMode(merchantId: number, trx: Kysely<Database> = db): Promise<number> {
    const row = await trx
      .selectFrom('chat_room_setting')
      .select('slow_mode_seconds')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row?.slow_mode_seconds ?? 0;
  }

  async function mutedUntil(merchantId: number, memberId: number): Promise<Date | null> {
    const row = await db
      .selectFrom('chat_room_mute')
      .select('until')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('until', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row ? new Date(row.until) : null;
  }

  async function page(merchantId: number, before?: number) {
    let query = db
      .selectFrom('chat_room_message')
      .select(['id', 'member_id', 'nickname', 'body', 'created_at'])
      .where('merchant_id', '=', merchantId)
      .where('deleted_at', 'is', null);
    if (before !== undefined) query = query.where('id', '<', String(before) as never);
    const rows = await query.orderBy('id', 'desc').limit(CHAT_PAGE_SIZE).execute();
    return rows.reverse().map(presentRoomMessage);
  }

  return {
    /** `GET /wps/chatroom/messages`: the newest messages, the slow mode and the caller's mute. */
    async read(merchantId: number, member: MemberRow, before?: number) {
      const [messages, slow, muted] = await Promise.all([
        page(merchantId, before),
        slowMode(merchantId),
        mutedUntil(merchantId, member.id),
      ]);
      return { messages, slowModeSeconds: slow, mutedUntil: muted?.toISOString() ?? null, memberId: member.id };
    },

    /** `POST /wps/chatroom/messages`: refused while muted, within the slow mode, or past the rate limit. */
    async send(merchantId: number, member: MemberRow, text: string) {
      const muted = await mutedUntil(merchantId, member.id);
      if (muted) throw new AppError('chat_muted', { until: muted.toISOString() });
      await limiter.enforce(
        `chatroom:${merchantId}:${member.id}`,
        CHAT_ROOM_RATE_LIMIT,
        CHAT_ROOM_RATE_WINDOW_SECONDS,
        'chat_rate_limited',
        {
          limit: CHAT_ROOM_RATE_LIMIT,
          windowSeconds: CHAT_ROOM_RATE_WINDOW_SECONDS,
        },
      );
      const row = await db.transaction().execute(async (trx) => {
        // One send per member at a time, so two racing sends cannot both pass the slow mode.
        await sql`SELECT pg_advisory_xact_lock(hashtext('chatroom'), ${member.id})`.execute(trx);
        const slow = await slowMode(merchantId, trx);
        if (slow > 0) {
          const last = await trx
            .selectFrom('chat_room_message')
            .select(sql<number>`extract(epoch FROM now() - created_at)::float8`.as('ago'))
            .where('member_id', '=', member.id)
            .where('merchant_id', '=', merchantId)
            .orderBy('id', 'desc')
            .limit(1)
            .executeTakeFirst();
          if (last && last.ago < slow)
            throw new AppError('chat_slow_mode', { retryAfterSeconds: Math.ceil(slow - last.ago), slowModeSeconds: slow });
        }
        return trx
          .insertInto('chat_room_message')
          .values({ merchant_id: merchantId, member_id: member.id, nickname: roomNickname(member), body: text })
          .returning(['id', 'member_id', 'nickname', 'body', 'created_at'])
          .executeTakeFirstOrThrow();
      });
      const message = presentRoomMessage(row);
      hub.emit([chatPublicRoom(merchantId), chatOpsRoom(merchantId)], CHAT_EVENTS.roomMessage, message);
      return message;
    },

    // ---- moderation ----

    /** `GET /ops/chatroom/messages`: the room as members see it, with usernames. */
    async opsRead(request: FastifyRequest, before?: number) {
      const merchantId = request.site.merchant.id;
      const messages = await page(merchantId, before);
      const ids = [...new Set(messages.map((m) => m.memberId))];
      const names = ids.length
        ? await db.selectFrom('member').select(['id', 'username']).where('id', 'in', ids).where('merchant_id', '=', merchantId).execute()
        : [];
      const byId = new Map(names.map((n) => [n.id, n.username]));
      return {
        messages: messages.map((m) => ({ ...m, username: byId.get(m.memberId) ?? '' })),
        slowModeSeconds: await slowMode(merchantId),
      };
    },

    /** `DELETE /ops/chatroom/messages/:id` (audited): members see it disappear. */
    async remove(request: FastifyRequest, id: string) {
      const merchantId = request.site.merchant.id;
      const row = await db.transaction().execute(async (trx) => {
        const removed = await trx
          .updateTable('chat_room_message')
          .set({ deleted_at: sql`now()`, deleted_by: operatorOf(request).operatorId })
          .where('id', '=', id as never)
          .where('merchant_id', '=', merchantId)
          .where('deleted_at', 'is', null)
          .returning(['id', 'member_id', 'nickname', 'body'])
          .executeTakeFirst();
        if (!removed) throw new AppError('chat_not_found');
        await recordAudit(trx, request, { action: 'chatroom.delete', targetType: 'chat_room_message', targetId: id, before: removed });
        return removed;
      });
      hub.emit([chatPublicRoom(merchantId), chatOpsRoom(merchantId)], CHAT_EVENTS.roomDeleted, { id: String(row.id) });
      return { id: String(row.id) };
    },

    /** `GET /ops/chatroom/mutes`: the members muted now. */
    async mutes(request: FastifyRequest) {
      const rows = await db
        .selectFrom('chat_room_mute as u')
        .innerJoin('member as m', 'm.id', 'u.member_id')
        .select(['u.member_id', 'm.username', 'm.nickname', 'u.until', 'u.reason'])
        .where('u.merchant_id', '=', request.site.merchant.id)
        .where('u.until', '>', sql<Date>`now()`)
        .orderBy('u.until', 'desc')
        .limit(200)
        .execute();
      return rows.map((r) => ({
        memberId: r.member_id,
        username: r.username,
        nickname: r.nickname,
        until: new Date(r.until).toISOString(),
        reason: r.reason,
      }));
    },

    /** `POST /ops/chatroom/mutes` (audited): a member of the merchant may not write for `minutes`. */
    async mute(request: FastifyRequest, input: { memberId: number; minutes: number; reason: string }) {
      const merchantId = request.site.merchant.id;
      return db.transaction().execute(async (trx) => {
        const member = await trx
          .selectFrom('member')
          .select('id')
          .where('id', '=', input.memberId)
          .where('merchant_id', '=', merchantId)
          .executeTakeFirst();
        if (!member) throw new AppError('not_found');
        const row = await trx
          .insertInto('chat_room_mute')
          .values({
            merchant_id: merchantId,
            member_id: input.memberId,
            until: sql<Date>`now() + make_interval(mins => ${input.minutes})`,
            reason: input.reason,
            operator_id: operatorOf(request).operatorId,
          })
          .onConflict((oc) =>
            oc.columns(['merchant_id', 'member_id']).doUpdateSet((eb) => ({
              until: eb.ref('excluded.until'),
              reason: eb.ref('excluded.reason'),
              operator_id: eb.ref('excluded.operator_id'),
              created_at: sql`now()`,
            })),
          )
          .returning(['member_id', 'until'])
          .executeTakeFirstOrThrow();
        const after = { memberId: row.member_id, until: new Date(row.until).toISOString(), reason: input.reason };
        await recordAudit(trx, request, { action: 'chatroom.mute', targetType: 'member', targetId: input.memberId, after });
        return after;
      });
    },

    /** `DELETE /ops/chatroom/mutes/:memberId` (audited). */
    async unmute(request: FastifyRequest, memberId: number) {
      const merchantId = request.site.merchant.id;
      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('chat_room_mute')
          .where('merchant_id', '=', merchantId)
          .where('member_id', '=', memberId)
          .returning(['until'])
          .executeTakeFirst();
        if (!removed) throw new AppError('not_found');
        await recordAudit(trx, request, { action: 'chatroom.unmute', targetType: 'member', targetId: memberId, before: removed });
        return { memberId };
      });
    },

    /** `PUT /ops/chatroom/settings` (audited): slow mode N seconds (0 is off). */
    async setSlowMode(request: FastifyRequest, seconds: number) {
      const merchantId = request.site.merchant.id;
      await db.transaction().execute(async (trx) => {
        const before = await slowMode(merchantId, trx);
        await trx
          .insertInto('chat_room_setting')
          .values({ merchant_id: merchantId, slow_mode_seconds: seconds })
          .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ slow_mode_seconds: seconds, updated_at: sql`now()` }))
          .execute();
        await recordAudit(trx, request, {
          action: 'chatroom.slow_mode',
          targetType: 'chat_room',
          targetId: merchantId,
          before: { slowModeSeconds: before },
          after: { slowModeSeconds: seconds },
        });
      });
      hub.emit([chatPublicRoom(merchantId), chatOpsRoom(merchantId)], CHAT_EVENTS.roomSettings, { slowModeSeconds: seconds });
      return { slowModeSeconds: seconds };
    },
  };
}

export type ChatRoomService = ReturnType<typeof createChatRoomService>;
