import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../../config';
import type { SharedDeps } from '../../core/shared-deps';
import { localesRoutes } from './locales.routes';

/** The web's extra language bundles: the operator's own (data dir) first, then the shipped ones. */
export async function localesPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const dirs = [path.join(deps.appConfig.dataDir, 'locales'), path.join(REPO_ROOT, 'apps/server/locales')];
  await app.register(localesRoutes, { dirs });
}
