import { CRASH_NAMESPACE } from '@fortuna/shared';
import type { Server } from 'socket.io';
import type { ConfigService } from '../config/config.service';
import { type CrashHub, crashRoom } from './crash-hub';

/**
 * The `/crash` namespace: anyone on the merchant's site watches its game (state changes, bets,
 * cash-outs, crashes); bets and cash-outs go over HTTP. Events reach every process's sockets
 * through the adapter of realtime/socket.ts, so the driver and the process a member's socket is
 * on may differ. The multiplier is not ticked: the browser draws it from `startedAt` and the
 * server clock sent with each state.
 */
export function attachCrashSocket(io: Server, deps: { config: ConfigService; hub: CrashHub }): void {
  const crash = io.of(CRASH_NAMESPACE);
  crash.use(async (socket, next) => {
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
  crash.on('connection', (socket) => {
    void socket.join(crashRoom((socket.data as { merchantId: number }).merchantId));
  });
  deps.hub.setEmitter((room, event, payload) => {
    crash.to(room).emit(event, payload);
  });
}
