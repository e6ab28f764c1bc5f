import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createOpsBonusesService } from './ops-bonuses.service';
import { opsPromotionsRoutes } from './ops-promotions.routes';
import { createOpsPromotionsService } from './ops-promotions.service';
import { createPromotionReportService } from './promotion-report.service';

/** The back office's promotions (issue 19 item 8): editor, rule kinds, report, banners, a member's bonuses and waivers. */
export async function opsPromotionsPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db } = deps;
  await app.register(opsPromotionsRoutes, {
    db,
    promotions: createOpsPromotionsService(db),
    report: createPromotionReportService(db),
    bonuses: createOpsBonusesService(db),
  });
}
