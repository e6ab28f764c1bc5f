import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createMissionsRepository } from './missions.repository';
import { missionsRoutes } from './missions.routes';
import { createMissionsService } from './missions.service';

/** Missions: the member's summary and reward claims. */
export async function missionsPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const missions = createMissionsService({ db: deps.db, repo: createMissionsRepository(deps.db) });
  await app.register(missionsRoutes, { missions, auth: deps.auth });
}
