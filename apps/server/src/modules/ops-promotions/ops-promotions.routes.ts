import {
  memberIdParamsSchema,
  opsBonusParamsSchema,
  opsBonusWaiveSchema,
  opsMemberBonusesQuerySchema,
  opsPromotionEnabledSchema,
  opsPromotionInputSchema,
  opsPromotionOrderSchema,
  opsPromotionParamsSchema,
  opsPromotionQuerySchema,
  opsPromotionReportQuerySchema,
  PROMOTION_BANNER_MAX_BYTES,
} from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { OpsBonusesService } from './ops-bonuses.service';
import { opsPromotionsRepository } from './ops-promotions.repository';
import type { OpsPromotionsService } from './ops-promotions.service';
import { uploadBanner } from './promotion-banner';
import { promotionKinds } from './promotion-kinds';
import type { PromotionReportService } from './promotion-report.service';

const READ = { ops: { permission: 'promotions.read' } } as const;
const write = (action: string) => ({ ops: { permission: 'promotions.write', action } }) as const;

type Deps = { db: Kysely<Database>; promotions: OpsPromotionsService; report: PromotionReportService; bonuses: OpsBonusesService };

/**
 * The back office's promotions (docs/promotions/back-office.md): read with `promotions.read`,
 * change with `promotions.write`, waive a bonus's requirement with `promotions.review`; and the
 * public address of uploaded banners.
 */
export async function opsPromotionsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { db, promotions, report, bonuses } = deps;
  const promotionId = (params: unknown) => parseInput(opsPromotionParamsSchema, params).id;

  app.get('/ops/promotions', { config: READ }, async (request) =>
    ok(await promotions.page(request, parseInput(opsPromotionQuerySchema, request.query))),
  );
  app.get('/ops/promotions/kinds', { config: READ }, async () => ok(promotionKinds()));
  app.get('/ops/promotions/:id', { config: READ }, async (request) => ok(await promotions.get(request, promotionId(request.params))));
  app.get('/ops/promotions/:id/report', { config: READ }, async (request) =>
    ok(await report.report(request, promotionId(request.params), parseInput(opsPromotionReportQuerySchema, request.query))),
  );

  app.post('/ops/promotions', { config: write('promotion.create') }, async (request) =>
    ok(await promotions.create(request, parseInput(opsPromotionInputSchema, request.body))),
  );
  app.put('/ops/promotions/order', { config: write('promotion.reorder') }, async (request) =>
    ok(await promotions.reorder(request, parseInput(opsPromotionOrderSchema, request.body).ids)),
  );
  app.put('/ops/promotions/:id', { config: write('promotion.update') }, async (request) => {
    const id = promotionId(request.params);
    return ok(await promotions.update(request, id, parseInput(opsPromotionInputSchema, request.body)));
  });
  app.post('/ops/promotions/:id/enabled', { config: write('promotion.enabled') }, async (request) => {
    const id = promotionId(request.params);
    return ok(await promotions.setEnabled(request, id, parseInput(opsPromotionEnabledSchema, request.body).enabled));
  });
  app.post(
    '/ops/promotions/banner',
    { config: write('promotion.banner_upload'), bodyLimit: PROMOTION_BANNER_MAX_BYTES + 64 * 1024 },
    async (request) => ok(await uploadBanner(db, request)),
  );

  app.get('/ops/members/:id/bonuses', { config: READ }, async (request) =>
    ok(
      await bonuses.memberBonuses(
        request,
        parseInput(memberIdParamsSchema, request.params).id,
        parseInput(opsMemberBonusesQuerySchema, request.query),
      ),
    ),
  );
  app.post('/ops/bonuses/:id/waive', { config: { ops: { permission: 'promotions.review', action: 'bonus.waive' } } }, async (request) => {
    const id = parseInput(opsBonusParamsSchema, request.params).id;
    return ok(await bonuses.waive(request, id, parseInput(opsBonusWaiveSchema, request.body).reason));
  });

  // An uploaded banner, public like the promotion it illustrates; its bytes never change, so caches may keep it.
  app.get('/wps/promotion/banner/:id', async (request, reply) => {
    const banner = await opsPromotionsRepository.banner(db, request.site.merchant.id, promotionId(request.params));
    if (!banner) throw new AppError('not_found');
    return reply
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type(banner.content_type)
      .send(banner.bytes);
  });
}
