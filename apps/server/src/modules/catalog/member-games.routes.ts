import { favouriteGamePayloadSchema, favouriteListRequestSchema, recentGamesRequestSchema } from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import { callLanguage } from './catalog.service';
import type { MemberGamesService } from './member-games.service';

/**
 * Favourites and recent games (spec §7), all needing a session. The remove call is a DELETE:
 * its payload may come as a JSON body or, for clients that send no body with DELETE, as a query.
 */
export async function memberGamesRoutes(app: FastifyInstance, opts: { memberGames: MemberGamesService; auth: AuthService }): Promise<void> {
  markMemberRoutes(app);
  const { memberGames, auth } = opts;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);
  const bodyOrQuery = (request: FastifyRequest) => ({ ...(request.query as object), ...((request.body as object | undefined) ?? {}) });

  app.post('/wps/relay/MCSFE_getFavoriteGames', async (request) => ok(await memberGames.favouriteIds(await session(request))));

  app.post('/wps/relay/MCSFE_getFavoriteGamesList', async (request) => {
    const ctx = await session(request);
    const query = parseInput(favouriteListRequestSchema, request.body);
    const page = { category: query.gameType, pageNo: query.pageNum, pageSize: query.pageSize };
    return ok(await memberGames.favouriteList(ctx, page, callLanguage(request.site, query.language)));
  });

  app.post('/wps/relay/MCSFE_addFavoriteGameV2', async (request) => {
    const ctx = await session(request);
    return ok(await memberGames.addFavourite(ctx, parseInput(favouriteGamePayloadSchema, request.body)));
  });

  app.delete('/wps/relay/MCSFE_removeFavoriteGameV2', async (request) => {
    const ctx = await session(request);
    return ok(await memberGames.removeFavourite(ctx, parseInput(favouriteGamePayloadSchema, bodyOrQuery(request))));
  });

  app.post('/wps/relay/GCS_recentGame', async (request) => {
    const ctx = await session(request);
    const query = parseInput(recentGamesRequestSchema, request.body);
    const page = { category: query.gameType, pageNo: query.pageNo, pageSize: query.pageSize };
    return ok(await memberGames.recentGames(ctx, page, callLanguage(request.site, query.language)));
  });
}
