import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createGameLaunchRepository } from './game-launch.repository';
import { gameLaunchRoutes } from './game-launch.routes';
import { createGameLaunchService } from './game-launch.service';

/** The game-launch area: game start and the winner board. Provides `gameLaunch` (the lottery opens its sessions with it). */
export async function gameLaunchPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, auth, services } = deps;
  const games = createGameLaunchService({ db, repo: createGameLaunchRepository(db) });
  services.provide('gameLaunch', games);
  await app.register(gameLaunchRoutes, { games, auth });
}
