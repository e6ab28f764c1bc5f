import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { opsSiteRoutes } from './ops-site.routes';
import { createOpsSiteService } from './ops-site.service';

/** The back office's site configuration (issue 16 item 5): modules, register rules, customer service, domains, languages, brand, maintenance, region blocks. */
export async function opsSitePlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  await app.register(opsSiteRoutes, { site: createOpsSiteService(deps.db) });
}
