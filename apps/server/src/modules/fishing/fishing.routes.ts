import { fishingJoinRequestSchema, fishingShotRequestSchema } from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { FishingService } from './fishing.service';

/** Reef Hunter's member calls (docs/games/fishing.md); the room's live events are on the `/fishing` socket. */
export async function fishingRoutes(app: FastifyInstance, deps: { fishing: FishingService; auth: AuthService }): Promise<void> {
  const { fishing, auth } = deps;
  const session = (request: FastifyRequest) => auth.authenticate(request.headers.authorization, request.site.merchant);

  app.get('/wps/fishing/rooms', async (request) => ok(await fishing.rooms(request.site)));

  // The same seat-taking as the socket's `fishing_join`, for clients (and tests) without a socket.
  app.post('/wps/fishing/rooms/join', async (request) => {
    const ctx = await session(request);
    const { roomId } = parseInput(fishingJoinRequestSchema, request.body ?? {});
    return ok(await fishing.join(request.site.merchant.id, ctx, roomId));
  });

  app.post('/wps/fishing/shots', async (request) => {
    const ctx = await session(request);
    return ok(await fishing.shoot(request.site, ctx, parseInput(fishingShotRequestSchema, request.body)));
  });
}
