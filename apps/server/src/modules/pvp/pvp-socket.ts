import { PVP_CLIENT_EVENTS, PVP_NAMESPACE, pvpRoomIdSchema } from '@fortuna/shared';
import type { Server } from 'socket.io';
import type { ConfigService } from '../config/config.service';
import { type PvpHub, pvpLobbyChannel, pvpRoomChannel } from './pvp-hub';

/**
 * The `/pvp` namespace: every socket of the merchant's site is in its lobby (`pvp_lobby`: a room's
 * seat count changed) and joins a room with `pvp_watch` { roomId } (`pvp_room` { roomId, version }:
 * something changed, read the room again over HTTP — no private card crosses the broadcast).
 * Events reach every process's sockets through the adapter of realtime/socket.ts.
 */
export function attachPvpSocket(io: Server, deps: { config: ConfigService; hub: PvpHub }): void {
  const pvp = io.of(PVP_NAMESPACE);
  pvp.use(async (socket, next) => {
    try {
      const { merchant } = (socket.handshake.auth ?? {}) as { merchant?: unknown };
      const host = (socket.handshake.headers.host ?? '').split(':')[0]?.toLowerCase() ?? '';
      const site = await deps.config.resolveMerchant(typeof merchant === 'string' ? merchant : undefined, host);
      socket.data = { merchantId: site.id };
      next();
    } catch {
      next(new Error('merchant_not_found'));
    }
  });
  pvp.on('connection', (socket) => {
    void socket.join(pvpLobbyChannel((socket.data as { merchantId: number }).merchantId));
    socket.on(PVP_CLIENT_EVENTS.watch, (payload: unknown) => {
      const parsed = pvpRoomIdSchema.safeParse((payload as { roomId?: unknown } | null)?.roomId);
      if (parsed.success) void socket.join(pvpRoomChannel(parsed.data));
    });
    socket.on(PVP_CLIENT_EVENTS.unwatch, (payload: unknown) => {
      const parsed = pvpRoomIdSchema.safeParse((payload as { roomId?: unknown } | null)?.roomId);
      if (parsed.success) void socket.leave(pvpRoomChannel(parsed.data));
    });
  });
  deps.hub.setEmitter((room, event, payload) => {
    pvp.to(room).emit(event, payload);
  });
}
