import { CHAT_EVENTS, CHAT_NAMESPACE, roleAllows } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { Server } from 'socket.io';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import { fail, ok } from '../http/envelope';
import { canonicalIp } from '../http/site-context';
import type { AuthService } from '../modules/auth/auth.service';
import { hashToken, tokenFromHeader } from '../modules/auth/token';
import type { ConfigService } from '../modules/config/config.service';
import type { OperatorAuthService } from '../modules/ops/operator-auth.service';
import { ipAllowed } from '../modules/ops/ops-guard';
import { type ChatHub, chatGuestRoom, chatMemberRoom, chatOpsRoom, chatPublicRoom } from './chat-hub';

type Deps = {
  db: Kysely<Database>;
  auth: AuthService;
  operators: OperatorAuthService;
  config: ConfigService;
  hub: ChatHub;
  /** Whether the first X-Forwarded-For address is the visitor's (the app's trustProxy). */
  trustProxy: boolean;
};

/** Who a chat socket is (set by the namespace's middleware). */
type ChatSocketData = { kind: 'member' | 'guest' | 'operator'; merchantId: number; rooms: string[] };

/**
 * The `/chat` namespace (docs/communications/live-chat.md). A socket authenticates with one of
 * `auth: { merchant, token }` (a member's session), `{ merchant, guest }` (a guest's chat token) or
 * `{ merchant, opsToken }` (an operator's session, two-factor done, allowed `support.read`), and
 * joins its own room: a member's or a guest's, or the merchant's console room. A member's socket
 * joins the public chat room with `chat_room_join`. Messages are sent over HTTP (validated, rate
 * limited) and delivered here, in every process through the adapter of realtime/socket.ts.
 */
export function attachChatSocket(io: Server, deps: Deps): void {
  const chat = io.of(CHAT_NAMESPACE);
  const { trustProxy } = deps;

  chat.use(async (socket, next) => {
    try {
      const { token, guest, opsToken, merchant } = (socket.handshake.auth ?? {}) as Record<string, unknown>;
      const host = (socket.handshake.headers.host ?? '').split(':')[0]?.toLowerCase() ?? '';
      const site = await deps.config.resolveMerchant(typeof merchant === 'string' ? merchant : undefined, host);
      let data: ChatSocketData;
      if (typeof opsToken === 'string') {
        const operator = await deps.operators.authenticate(opsToken, site);
        const forwarded = String(socket.handshake.headers['x-forwarded-for'] ?? '')
          .split(',')[0]
          ?.trim();
        const ip = canonicalIp(trustProxy && forwarded ? forwarded : socket.handshake.address);
        if (!ipAllowed(ip, operator.ipAllowList)) throw new AppError('ops_ip_not_allowed');
        if (!operator.totpVerified) throw new AppError('totp_setup_required');
        if (!roleAllows(operator.role, 'support.read')) throw new AppError('forbidden');
        data = { kind: 'operator', merchantId: site.id, rooms: [chatOpsRoom(site.id)] };
      } else if (typeof token === 'string') {
        const ctx = await deps.auth.authenticate(token, site);
        data = { kind: 'member', merchantId: site.id, rooms: [chatMemberRoom(ctx.member.id)] };
      } else {
        const guestToken = tokenFromHeader(typeof guest === 'string' ? guest : undefined);
        const row = guestToken
          ? await deps.db
              .selectFrom('chat_guest')
              .select('id')
              .where('token_hash', '=', hashToken(guestToken))
              .where('merchant_id', '=', site.id)
              .executeTakeFirst()
          : undefined;
        if (!row) throw new AppError('not_logged_in');
        data = { kind: 'guest', merchantId: site.id, rooms: [chatGuestRoom(row.id)] };
      }
      socket.data = data;
      next();
    } catch (error) {
      next(new Error(error instanceof AppError ? error.code : 'system_error'));
    }
  });

  chat.on('connection', (socket) => {
    const data = socket.data as ChatSocketData;
    void socket.join(data.rooms);
    socket.on(CHAT_EVENTS.roomJoin, (_body: unknown, ack?: unknown) => {
      const answer = typeof ack === 'function' ? (ack as (reply: unknown) => void) : () => {};
      // The chat room is for signed-in members (and watched by operators through their console room).
      if (data.kind !== 'member') return answer(fail(new AppError('not_logged_in').code));
      void socket.join(chatPublicRoom(data.merchantId));
      answer(ok({ joined: true }));
    });
  });

  deps.hub.setEmitter((rooms, event, payload) => {
    chat.to([...rooms]).emit(event, payload);
  });
}
