import {
  opsBannerCreateSchema,
  opsBannerParamsSchema,
  opsBannerQuerySchema,
  opsBannerUpdateSchema,
  opsCategoryParamsSchema,
  opsCategoryQuerySchema,
  opsCategoryUpdateSchema,
  opsGameParamsSchema,
  opsGameQuerySchema,
  opsGameUpdateSchema,
  opsVendorParamsSchema,
  opsVendorQuerySchema,
  opsVendorUpdateSchema,
} from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { OpsCatalogueService } from './catalogue.service';

const read = { ops: { permission: 'catalogue.read' as const } };
const write = (action: string) => ({ ops: { permission: 'catalogue.write' as const, action } });

/** The back office's catalogue calls (schemas/ops-catalogue.ts). */
export async function opsCatalogueRoutes(app: FastifyInstance, deps: { catalogue: OpsCatalogueService }): Promise<void> {
  const { catalogue } = deps;

  app.get('/ops/catalogue/categories', { config: read }, async (request) =>
    ok(await catalogue.categories(parseInput(opsCategoryQuerySchema, request.query))),
  );
  app.patch('/ops/catalogue/categories/:code', { config: write('catalogue.category_update') }, async (request) => {
    const { code } = parseInput(opsCategoryParamsSchema, request.params);
    return ok(await catalogue.updateCategory(request, code, parseInput(opsCategoryUpdateSchema, request.body)));
  });

  app.get('/ops/catalogue/vendors', { config: read }, async (request) =>
    ok(await catalogue.vendors(request.site.merchant.id, parseInput(opsVendorQuerySchema, request.query))),
  );
  app.patch('/ops/catalogue/vendors/:code', { config: write('catalogue.vendor_update') }, async (request) => {
    const { code } = parseInput(opsVendorParamsSchema, request.params);
    return ok(await catalogue.updateVendor(request, code, parseInput(opsVendorUpdateSchema, request.body)));
  });
  app.post('/ops/catalogue/vendors/:code/credential/rotate', { config: write('catalogue.credential_rotate') }, async (request) => {
    const { code } = parseInput(opsVendorParamsSchema, request.params);
    return ok(await catalogue.rotateCredential(request, code));
  });

  app.get('/ops/catalogue/games', { config: read }, async (request) =>
    ok(await catalogue.games(parseInput(opsGameQuerySchema, request.query))),
  );
  app.patch('/ops/catalogue/games/:id', { config: write('catalogue.game_update') }, async (request) => {
    const { id } = parseInput(opsGameParamsSchema, request.params);
    return ok(await catalogue.updateGame(request, id, parseInput(opsGameUpdateSchema, request.body)));
  });

  app.get('/ops/catalogue/banners', { config: read }, async (request) =>
    ok(await catalogue.banners(request.site.merchant.id, parseInput(opsBannerQuerySchema, request.query))),
  );
  app.post('/ops/catalogue/banners', { config: write('catalogue.banner_create') }, async (request) =>
    ok(await catalogue.createBanner(request, parseInput(opsBannerCreateSchema, request.body))),
  );
  app.patch('/ops/catalogue/banners/:id', { config: write('catalogue.banner_update') }, async (request) => {
    const { id } = parseInput(opsBannerParamsSchema, request.params);
    return ok(await catalogue.updateBanner(request, id, parseInput(opsBannerUpdateSchema, request.body)));
  });
  app.delete('/ops/catalogue/banners/:id', { config: write('catalogue.banner_delete') }, async (request) => {
    const { id } = parseInput(opsBannerParamsSchema, request.params);
    await catalogue.deleteBanner(request, id);
    return ok(null);
  });
}
