import { blogIdParamsSchema, blogListQuerySchema, jackpotQuerySchema, winnersQuerySchema } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { PagesService } from './pages.service';

/** The public pages' calls (docs/communications/pages.md): winners, jackpot ranking, blog and mirrors. */
export async function pagesRoutes(app: FastifyInstance, deps: { pages: PagesService }): Promise<void> {
  const { pages } = deps;
  app.get('/wps/game/winners', async (request) => ok(await pages.winners(request.site, parseInput(winnersQuerySchema, request.query))));
  app.get('/wps/game/jackpotRanking', async (request) =>
    ok(await pages.jackpot(request.site, parseInput(jackpotQuerySchema, request.query))),
  );
  app.get('/wps/content/blog', async (request) => ok(await pages.blog(request.site, parseInput(blogListQuerySchema, request.query))));
  app.get('/wps/content/blog/:id', async (request) =>
    ok(await pages.article(request.site, parseInput(blogIdParamsSchema, request.params).id)),
  );
  app.get('/wps/content/mirrors', async (request) => ok(await pages.mirrors(request.site)));
}
