import { LIVE_CLIENT_EVENTS, LIVE_NAMESPACE, liveTableIdSchema, normalizeLanguage } from '@fortuna/shared';
import type { Server } from 'socket.io';
import type { ConfigService } from '../config/config.service';
import { type LiveHub, liveLobbyRoom, liveTableRoom, nameLanguage } from './live-hub';

type LiveSocketData = { merchantId: number; tables: Set<number> };
/** Tables one socket may watch at once. */
const MAX_WATCHED = 8;

/**
 * The `/live` namespace: anyone on the merchant's site watches its tables. Every socket is in its
 * site's lobby room (table summaries, named in the socket's language: `auth.language` or the
 * `language` header, else the site's); `live_watch` { tableId } joins a table's room (rounds and
 * bet totals), `live_unwatch` leaves it. Bets go over HTTP. Events reach every process's sockets
 * through the adapter of realtime/socket.ts, so the driver and a member's socket may be on
 * different processes.
 */
export function attachLiveSocket(io: Server, deps: { config: ConfigService; hub: LiveHub }): void {
  const live = io.of(LIVE_NAMESPACE);
  live.use(async (socket, next) => {
    try {
      const { merchant, language } = (socket.handshake.auth ?? {}) as { merchant?: unknown; language?: unknown };
      const host = (socket.handshake.headers.host ?? '').split(':')[0]?.toLowerCase() ?? '';
      const site = await deps.config.resolveMerchant(typeof merchant === 'string' ? merchant : undefined, host);
      const header = socket.handshake.headers.language;
      const wanted =
        normalizeLanguage(typeof language === 'string' ? language : undefined) ??
        normalizeLanguage(typeof header === 'string' ? header : undefined) ??
        normalizeLanguage(site.default_language);
      socket.data = { merchantId: site.id, tables: new Set<number>() } satisfies LiveSocketData;
      void socket.join(liveLobbyRoom(site.id, nameLanguage(wanted)));
      next();
    } catch {
      next(new Error('merchant_not_found'));
    }
  });
  live.on('connection', (socket) => {
    const data = socket.data as LiveSocketData;
    const tableOf = (payload: unknown) => {
      const parsed = liveTableIdSchema.safeParse((payload as { tableId?: unknown } | null)?.tableId);
      return parsed.success ? parsed.data : undefined;
    };
    socket.on(LIVE_CLIENT_EVENTS.watch, (payload: unknown) => {
      const tableId = tableOf(payload);
      if (tableId === undefined || data.tables.has(tableId) || data.tables.size >= MAX_WATCHED) return;
      data.tables.add(tableId);
      void socket.join(liveTableRoom(data.merchantId, tableId));
    });
    socket.on(LIVE_CLIENT_EVENTS.unwatch, (payload: unknown) => {
      const tableId = tableOf(payload);
      if (tableId === undefined || !data.tables.delete(tableId)) return;
      void socket.leave(liveTableRoom(data.merchantId, tableId));
    });
  });
  deps.hub.setEmitter((room, event, payload) => {
    live.to(room).emit(event, payload);
  });
}
