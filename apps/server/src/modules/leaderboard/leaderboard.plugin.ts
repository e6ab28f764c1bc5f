import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createLeaderboardRepository } from './leaderboard.repository';
import { leaderboardRoutes } from './leaderboard.routes';
import { createLeaderboardService } from './leaderboard.service';

/** The public leaderboard. */
export async function leaderboardPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const leaderboard = createLeaderboardService({ repo: createLeaderboardRepository(deps.db) });
  await app.register(leaderboardRoutes, { leaderboard, auth: deps.auth });
}
