import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService } from './catalog.service';
import { createFavouritesRepository } from './favourites.repository';
import { memberGamesRoutes } from './member-games.routes';
import { createMemberGamesService } from './member-games.service';
import { createRecentGamesRepository } from './recent-games.repository';

/** The catalog area: menus, game lists and hot games, and the member's favourite and recent games. */
export async function catalogPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, auth, limiter, configChanges } = deps;
  const catalog = createCatalogService(createCatalogRepository(db), configChanges);
  await app.register(catalogRoutes, { catalog });
  const memberGames = createMemberGamesService({
    catalog,
    favourites: createFavouritesRepository(db),
    recent: createRecentGamesRepository(db),
    limiter,
  });
  await app.register(memberGamesRoutes, { memberGames, auth });
}
