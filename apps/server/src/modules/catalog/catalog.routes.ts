import {
  gameListRequestSchema,
  gameVendorRequestSchema,
  hotGamesRequestSchema,
  roomListRequestSchema,
  vendorGameTypesRequestSchema,
} from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok, okJson } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { type CatalogService, callLanguage } from './catalog.service';

/**
 * The public catalogue calls of spec §7 "Games": menus, lobby pages, hot games, vendor lists and
 * live room lists. Relay calls are POST with a JSON (or form) body, as the original client sends them.
 */
export async function catalogRoutes(app: FastifyInstance, opts: { catalog: CatalogService }): Promise<void> {
  const { catalog } = opts;

  // The menus answer from memory (the merchant row from the configuration cache, the catalogue
  // snapshot while the change feed is synced), as JSON serialized once per snapshot and language:
  // every page of the shell asks for them.
  app.get('/lgw/games/game_menus', { config: { configFromMemory: true } }, async (request, reply) => {
    reply.type('application/json; charset=utf-8');
    return okJson(await catalog.menusJson(request.site.language));
  });

  app.post('/wps/relay/GCSGAME_gameList', async (request) => {
    const query = parseInput(gameListRequestSchema, request.body);
    return ok(await catalog.gameList(query, callLanguage(request.site, query.language), request.site.merchant.currency_decimals));
  });

  app.post('/wps/relay/GCSGAME_hotGamesV2', async (request) => {
    const query = parseInput(hotGamesRequestSchema, request.body);
    return ok(await catalog.hotGames(query.gameType, callLanguage(request.site, query.language)));
  });

  app.post('/wps/relay/GCSGAME_vendorGameTypes', async (request) => {
    parseInput(vendorGameTypesRequestSchema, request.body);
    return ok(await catalog.vendorGameTypes());
  });

  app.post('/wps/relay/GCSGAME_gameVendor', async (request) => {
    const query = parseInput(gameVendorRequestSchema, request.body);
    return ok(await catalog.gameVendorLanes(query.gameType, callLanguage(request.site, query.language)));
  });

  app.post('/wps/relay/GLS2_roomList', async (request) => {
    const query = parseInput(roomListRequestSchema, request.body);
    return ok(await catalog.roomList(request.site, query.nodeId, callLanguage(request.site, query.language)));
  });
}
