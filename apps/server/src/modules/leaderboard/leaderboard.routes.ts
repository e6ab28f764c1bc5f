import { leaderboardQuerySchema } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { LeaderboardService } from './leaderboard.service';

/** The leaderboard (spec §7 "… and leaderboard (relay MCSFE)"): public; a logged-in caller also gets its own rank. */
export async function leaderboardRoutes(app: FastifyInstance, deps: { leaderboard: LeaderboardService; auth: AuthService }): Promise<void> {
  const { leaderboard, auth } = deps;
  app.get('/wps/relay/MCSFE_getLeaderboard', async (request) => {
    const query = parseInput(leaderboardQuerySchema, request.query);
    // A stale token is not an error on a public board: the caller simply sees it as a guest.
    const ctx = request.headers.authorization
      ? await auth.authenticate(request.headers.authorization, request.site.merchant).catch((error: unknown) => {
          if (error instanceof AppError) return null;
          throw error;
        })
      : null;
    return ok(await leaderboard.board(request.site, ctx, query));
  });
}
