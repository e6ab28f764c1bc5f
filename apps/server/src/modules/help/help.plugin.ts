import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { helpRoutes } from './help.routes';
import { createHelpService } from './help.service';

/** The help centre (issue 17 item 3): operator-written sections per language, read by players, edited in the back office. */
export async function helpPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  await app.register(helpRoutes, { help: createHelpService(deps.db) });
}
