import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { opsPagesRoutes } from './ops-pages.routes';
import { createOpsPagesService } from './ops-pages.service';
import { createPagesRepository } from './pages.repository';
import { pagesRoutes } from './pages.routes';
import { createPagesService } from './pages.service';

/** The site's own pages (issue 17 items 6–8): winners, jackpot ranking, blog, mirrors and licence, app links; and their back office. */
export async function pagesPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const repo = createPagesRepository(deps.db);
  await app.register(pagesRoutes, { pages: createPagesService({ repo }) });
  await app.register(opsPagesRoutes, { ops: createOpsPagesService({ db: deps.db, repo }) });
}
