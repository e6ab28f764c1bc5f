import type { FastifyInstance } from 'fastify';
import { repeatWhileOpen } from '../../core/repeat-while-open';
import type { SharedDeps } from '../../core/shared-deps';
import { createFishingRepository } from './fishing.repository';
import { fishingRoutes } from './fishing.routes';
import { createFishingService } from './fishing.service';
import { createFishingHub } from './fishing-hub';
import { createRoundPlayer } from './fishing-rounds';

/** Reef Hunter, the in-house fishing game (docs/games/fishing.md): rooms, seats and server-decided shots. */
export async function fishingPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, auth, limiter } = deps;
  const repo = createFishingRepository(db);
  const hub = createFishingHub();
  const rounds = createRoundPlayer(deps);
  const fishing = createFishingService({ repo, hub, limiter, rounds });
  deps.services.provide('fishing', { service: fishing, hub });
  repeatWhileOpen(app, 600_000, () => repo.pruneCaptures(), 'fishing capture prune failed');
  await app.register(fishingRoutes, { fishing, auth });
}
