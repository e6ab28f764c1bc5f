import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createContentRepository } from './content.repository';
import { contentRoutes } from './content.routes';

/** The content area: announcements, notices, banners and the other site texts. */
export async function contentPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  await app.register(contentRoutes, { content: createContentRepository(deps.db), auth: deps.auth });
}
