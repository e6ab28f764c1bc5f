import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { configRoutes } from './config.routes';

/** The config area: site configuration calls over the shared config service. */
export async function configPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  await app.register(configRoutes, { config: deps.configService });
}
