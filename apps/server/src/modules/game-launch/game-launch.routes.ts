import { gameLaunchQuerySchema, winnerBoardQuerySchema } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { GameLaunchService } from './game-launch.service';

/** Game start and the winner board (spec §7 "Games"). */
export async function gameLaunchRoutes(app: FastifyInstance, deps: { games: GameLaunchService; auth: AuthService }): Promise<void> {
  markMemberRoutes(app);
  const { games, auth } = deps;

  app.get('/wps/game/launchGame', async (request, reply) => {
    // A guest is answered not_logged_in before anything else: the web opens the login popup.
    const ctx = await auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);
    const launch = await games.launch(request.site, ctx, parseInput(gameLaunchQuerySchema, request.query));
    reply.header('cache-control', 'no-store');
    return ok(launch);
  });

  app.get('/wps/game/winnerBoard', async (request, reply) => {
    const board = await games.winnerBoard(request.site, parseInput(winnerBoardQuerySchema, request.query));
    reply.header('cache-control', 'private, max-age=15');
    return ok(board);
  });
}
