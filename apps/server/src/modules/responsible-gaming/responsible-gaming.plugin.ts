import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { responsibleGamingOpsRoutes, responsibleGamingRoutes } from './responsible-gaming.routes';

/**
 * Responsible gaming (issue 20; docs/responsible-gaming/limits.md): the member's limits, reality
 * checks, time-outs and self-exclusions, and the operator's view. The guard itself is a shared
 * dependency (core/shared-deps.ts) so every money path built before this area can call it.
 */
export async function responsibleGamingPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, auth, responsibleGaming } = deps;
  await app.register(responsibleGamingRoutes, { rg: responsibleGaming, auth, db });
  await app.register(responsibleGamingOpsRoutes, { rg: responsibleGaming, db });
}
