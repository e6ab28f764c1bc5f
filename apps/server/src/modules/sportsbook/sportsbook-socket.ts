import { SPORTSBOOK_CLIENT_EVENTS, SPORTSBOOK_NAMESPACE, sportsbookMatchParamsSchema } from '@fortuna/shared';
import type { Server } from 'socket.io';
import type { AuthService } from '../auth/auth.service';
import type { ConfigService } from '../config/config.service';
import { type SportsbookHub, sportsbookLobbyRoom, sportsbookMatchRoom, sportsbookMemberRoom } from './sportsbook-hub';

type SportsbookSocketData = { merchantId: number; matches: Set<string> };
/** Matches one socket may watch at once. */
const MAX_WATCHED = 20;

/**
 * The `/sports` namespace: anyone on the merchant's site watches its book (every socket is in the
 * lobby room: match states and prices); `sb_watch` { matchId } joins a match's room, `sb_unwatch`
 * leaves it; a socket with a member's token (`auth.token`) also gets that member's bet events. Bets
 * go over HTTP. Events reach every process's sockets through the adapter of realtime/socket.ts.
 */
export function attachSportsbookSocket(io: Server, deps: { config: ConfigService; auth: AuthService; hub: SportsbookHub }): void {
  const sports = io.of(SPORTSBOOK_NAMESPACE);
  sports.use(async (socket, next) => {
    try {
      const { merchant, token } = (socket.handshake.auth ?? {}) as { merchant?: unknown; token?: unknown };
      const host = (socket.handshake.headers.host ?? '').split(':')[0]?.toLowerCase() ?? '';
      const site = await deps.config.resolveMerchant(typeof merchant === 'string' ? merchant : undefined, host);
      socket.data = { merchantId: site.id, matches: new Set<string>() } satisfies SportsbookSocketData;
      void socket.join(sportsbookLobbyRoom(site.id));
      if (typeof token === 'string' && token) {
        // A guest's socket is fine; a bad token only means no bet events.
        const ctx = await deps.auth.authenticate(token, site).catch(() => undefined);
        if (ctx) void socket.join(sportsbookMemberRoom(site.id, ctx.member.id));
      }
      next();
    } catch {
      next(new Error('merchant_not_found'));
    }
  });
  sports.on('connection', (socket) => {
    const data = socket.data as SportsbookSocketData;
    const matchOf = (payload: unknown) => {
      const parsed = sportsbookMatchParamsSchema.safeParse({ matchId: (payload as { matchId?: unknown } | null)?.matchId });
      return parsed.success ? parsed.data.matchId : undefined;
    };
    socket.on(SPORTSBOOK_CLIENT_EVENTS.watch, (payload: unknown) => {
      const matchId = matchOf(payload);
      if (matchId === undefined || data.matches.has(matchId) || data.matches.size >= MAX_WATCHED) return;
      data.matches.add(matchId);
      void socket.join(sportsbookMatchRoom(data.merchantId, matchId));
    });
    socket.on(SPORTSBOOK_CLIENT_EVENTS.unwatch, (payload: unknown) => {
      const matchId = matchOf(payload);
      if (matchId === undefined || !data.matches.delete(matchId)) return;
      void socket.leave(sportsbookMatchRoom(data.merchantId, matchId));
    });
  });
  deps.hub.setEmitter((room, event, payload) => {
    sports.to(room).emit(event, payload);
  });
}
