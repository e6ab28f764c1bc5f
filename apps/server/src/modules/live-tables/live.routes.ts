import { liveBetRequestSchema, liveHistoryQuerySchema, liveRoomListQuerySchema, liveTableParamsSchema } from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { LiveService } from './live.service';

/** The live tables' calls (packages/shared schemas/live.ts): the room list, a table and its history for anyone, bets for members. */
export async function liveRoutes(app: FastifyInstance, deps: { live: LiveService; auth: AuthService }): Promise<void> {
  const { live, auth } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

  app.get('/wps/relay/GLS2_roomList', async (request) => {
    const query = parseInput(liveRoomListQuerySchema, request.query);
    return ok(await live.roomList(request.site, query.gameCode));
  });
  app.get('/wps/live/tables/:tableId', async (request) => {
    const { tableId } = parseInput(liveTableParamsSchema, request.params);
    // A guest watches; a member also sees their bets.
    const ctx = request.headers.authorization ? await session(request) : undefined;
    return ok(await live.state(request.site, ctx, tableId));
  });
  app.get('/wps/live/tables/:tableId/history', async (request) => {
    const { tableId } = parseInput(liveTableParamsSchema, request.params);
    return ok(await live.history(request.site, tableId, parseInput(liveHistoryQuerySchema, request.query)));
  });

  await app.register(async (member) => {
    markMemberRoutes(member);
    member.post('/wps/live/tables/:tableId/bets', async (request) => {
      const { tableId } = parseInput(liveTableParamsSchema, request.params);
      const ctx = await session(request);
      const input = parseInput(liveBetRequestSchema, request.body);
      return ok(await live.bet(request.site, ctx, tableId, input));
    });
  });
}
