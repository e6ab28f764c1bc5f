import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createOpsCatalogueRepository } from './catalogue.repository';
import { opsCatalogueRoutes } from './catalogue.routes';
import { createOpsCatalogueService } from './catalogue.service';

/** The back office's catalogue: categories, vendors and their credentials, games, banners. */
export async function opsCataloguePlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db } = deps;
  await app.register(opsCatalogueRoutes, { catalogue: createOpsCatalogueService({ db, repo: createOpsCatalogueRepository(db) }) });
}
