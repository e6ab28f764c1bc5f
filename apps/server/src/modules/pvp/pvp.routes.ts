import {
  pvpActRequestSchema,
  pvpHandParamsSchema,
  pvpRoomListQuerySchema,
  pvpRoomParamsSchema,
  pvpSitRequestSchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { PvpService } from './pvp.service';

/** PVP room calls (packages/shared schemas/pvp.ts): the list, a room and a hand's verification for anyone; seats and moves for members. */
export async function pvpRoutes(app: FastifyInstance, deps: { pvp: PvpService; auth: AuthService }): Promise<void> {
  const { pvp, auth } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

  app.get('/wps/pvp/rooms', async (request) => {
    const { gameCode } = parseInput(pvpRoomListQuerySchema, request.query);
    return ok(await pvp.rooms(request.site, gameCode));
  });
  app.get('/wps/pvp/rooms/:roomId', async (request) => {
    const { roomId } = parseInput(pvpRoomParamsSchema, request.params);
    // A guest watches; a member also sees their own seat and cards (and is put back in it on reconnect).
    const ctx = request.headers.authorization ? await session(request) : undefined;
    return ok(await pvp.state(request.site, roomId, ctx));
  });
  app.get('/wps/pvp/hands/:handId', async (request) => {
    const { handId } = parseInput(pvpHandParamsSchema, request.params);
    return ok(await pvp.verify(request.site, BigInt(handId)));
  });

  await app.register(async (member) => {
    markMemberRoutes(member);
    member.post('/wps/pvp/rooms/:roomId/sit', async (request) => {
      const ctx = await session(request);
      const { roomId } = parseInput(pvpRoomParamsSchema, request.params);
      const { seat } = parseInput(pvpSitRequestSchema, request.body ?? {});
      return ok(await pvp.sit(request.site, ctx, roomId, seat));
    });
    member.post('/wps/pvp/rooms/:roomId/leave', async (request) => {
      const ctx = await session(request);
      const { roomId } = parseInput(pvpRoomParamsSchema, request.params);
      return ok(await pvp.leave(request.site, ctx, roomId));
    });
    member.post('/wps/pvp/rooms/:roomId/act', async (request) => {
      const ctx = await session(request);
      const { roomId } = parseInput(pvpRoomParamsSchema, request.params);
      return ok(await pvp.act(request.site, ctx, roomId, parseInput(pvpActRequestSchema, request.body)));
    });
  });
}
