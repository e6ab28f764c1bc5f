import {
  appLinksRequestSchema,
  blogIdParamsSchema,
  blogPostRequestSchema,
  blogPublishRequestSchema,
  licenceSchema,
  mirrorsRequestSchema,
  opsBlogQuerySchema,
} from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { OpsPagesService } from './ops-pages.service';

const READ = { ops: { permission: 'content.read' } } as const;
const write = (action: string) => ({ ops: { permission: 'content.write', action } }) as const;

/** The back office's pages section: read with `content.read`, change with `content.write`. */
export async function opsPagesRoutes(app: FastifyInstance, deps: { ops: OpsPagesService }): Promise<void> {
  const { ops } = deps;
  const id = (params: unknown) => parseInput(blogIdParamsSchema, params).id;

  app.get('/ops/pages/settings', { config: READ }, async (request) => ok(await ops.settings(request)));
  app.put('/ops/pages/apps', { config: write('pages.apps') }, async (request) =>
    ok(await ops.setApps(request, parseInput(appLinksRequestSchema, request.body))),
  );
  app.put('/ops/pages/mirrors', { config: write('pages.mirrors') }, async (request) =>
    ok(await ops.setMirrors(request, parseInput(mirrorsRequestSchema, request.body))),
  );
  app.put('/ops/pages/licence', { config: write('pages.licence') }, async (request) =>
    ok(await ops.setLicence(request, parseInput(licenceSchema, request.body))),
  );

  app.get('/ops/pages/blog', { config: READ }, async (request) =>
    ok(await ops.pagePosts(request, parseInput(opsBlogQuerySchema, request.query))),
  );
  app.get('/ops/pages/blog/:id', { config: READ }, async (request) => ok(await ops.post(request, id(request.params))));
  app.post('/ops/pages/blog', { config: write('pages.blog.create') }, async (request) =>
    ok(await ops.createPost(request, parseInput(blogPostRequestSchema, request.body))),
  );
  app.put('/ops/pages/blog/:id', { config: write('pages.blog.update') }, async (request) =>
    ok(await ops.updatePost(request, id(request.params), parseInput(blogPostRequestSchema, request.body))),
  );
  app.post('/ops/pages/blog/:id/publish', { config: write('pages.blog.publish') }, async (request) =>
    ok(await ops.publishPost(request, id(request.params), parseInput(blogPublishRequestSchema, request.body ?? {}))),
  );
  app.post('/ops/pages/blog/:id/withdraw', { config: write('pages.blog.withdraw') }, async (request) =>
    ok(await ops.withdrawPost(request, id(request.params))),
  );
  app.delete('/ops/pages/blog/:id', { config: write('pages.blog.delete') }, async (request) =>
    ok(await ops.deletePost(request, id(request.params))),
  );
}
