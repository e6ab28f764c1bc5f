import { FISHING_EVENTS, FISHING_NAMESPACE, fishingAimSchema, fishingJoinRequestSchema } from '@fortuna/shared';
import type { Server } from 'socket.io';
import { AppError } from '../http/app-error';
import { fail, ok } from '../http/envelope';
import type { AuthService } from '../modules/auth/auth.service';
import type { ConfigService } from '../modules/config/config.service';
import type { FishingService } from '../modules/fishing/fishing.service';
import type { FishingHub } from '../modules/fishing/fishing-hub';
import { fishingRoom } from '../modules/fishing/fishing-hub';

type Deps = { auth: AuthService; config: ConfigService; fishing: FishingService; hub: FishingHub };

type FishingSocketData = {
  merchantId: number;
  member: Awaited<ReturnType<AuthService['authenticate']>>['member'];
  roomId?: number;
  seat?: number;
};

/**
 * The `/fishing` namespace (docs/games/fishing.md): a member's socket (`auth: { merchant, token }`)
 * takes a seat with `fishing_join` (acknowledged with the room, the seat, the server clock and the
 * fish captured lately), sends its cannon's aim with `fishing_aim`, and receives the room's seats,
 * aims and resolved shots, from every process through the adapter of realtime/socket.ts. Leaving
 * (or disconnecting) frees the seat. Shots themselves are HTTP calls (they move money).
 */
export function attachFishingSocket(io: Server, deps: Deps): void {
  const fishing = io.of(FISHING_NAMESPACE);

  fishing.use(async (socket, next) => {
    try {
      const { token, merchant } = (socket.handshake.auth ?? {}) as Record<string, unknown>;
      const host = (socket.handshake.headers.host ?? '').split(':')[0]?.toLowerCase() ?? '';
      const site = await deps.config.resolveMerchant(typeof merchant === 'string' ? merchant : undefined, host);
      const ctx = await deps.auth.authenticate(typeof token === 'string' ? token : undefined, site);
      socket.data = { merchantId: site.id, member: ctx.member } satisfies FishingSocketData;
      next();
    } catch (error) {
      next(new Error(error instanceof AppError ? error.code : 'system_error'));
    }
  });

  fishing.on('connection', (socket) => {
    const data = socket.data as FishingSocketData;
    const leave = async () => {
      if (data.roomId === undefined) return;
      const roomId = data.roomId;
      data.roomId = undefined;
      data.seat = undefined;
      await socket.leave(fishingRoom(roomId));
      await deps.fishing.leave(data.member.id, roomId);
    };

    socket.on(FISHING_EVENTS.join, async (body: unknown, ack?: unknown) => {
      const answer = typeof ack === 'function' ? (ack as (reply: unknown) => void) : () => {};
      const parsed = fishingJoinRequestSchema.safeParse(body ?? {});
      if (!parsed.success) return answer(fail(new AppError('invalid_parameter').code));
      try {
        if (data.roomId !== undefined && data.roomId !== parsed.data.roomId) {
          await socket.leave(fishingRoom(data.roomId));
        }
        const joined = await deps.fishing.join(data.merchantId, { member: data.member }, parsed.data.roomId);
        data.roomId = joined.room.id;
        data.seat = joined.seat;
        await socket.join(fishingRoom(joined.room.id));
        answer(ok(joined));
      } catch (error) {
        answer(fail(error instanceof AppError ? error.code : 'system_error'));
      }
    });

    socket.on(FISHING_EVENTS.aim, (body: unknown) => {
      const parsed = fishingAimSchema.safeParse(body);
      if (!parsed.success || data.roomId === undefined || data.seat === undefined) return;
      deps.fishing.aim(data.roomId, data.seat, parsed.data.angle, parsed.data.level);
    });

    socket.on(FISHING_EVENTS.leave, () => void leave().catch(() => {}));
    socket.on('disconnect', () => void leave().catch(() => {}));
  });

  deps.hub.setEmitter((room, event, payload) => {
    fishing.to(room).emit(event, payload);
  });
}
