import type { FastifyInstance } from 'fastify';
import { repeatWhileOpen } from '../../core/repeat-while-open';
import type { SharedDeps } from '../../core/shared-deps';
import { createApplicationsService } from './applications.service';
import { createAutoGrants } from './auto-grants';
import { promotionEntryRoutes } from './promotion-entries.routes';
import { createJoinService } from './promotion-join';
import { createPromotionsRepository } from './promotions.repository';
import { promotionsRoutes } from './promotions.routes';
import { createPromotionsService } from './promotions.service';

/**
 * Promotions and the bonus book (issue 19, docs/promotions/promotions.md), and the automatic
 * promotions (docs/promotions/rules.md): paid after a credited deposit and by the sweeper.
 * Needs messages and deposits; provides promotions and autoGrants.
 */
export async function promotionsPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const promotionsRepo = createPromotionsRepository(deps.db);
  const promotions = createPromotionsService({ db: deps.db, repo: promotionsRepo, messages: deps.services.need('messages') });
  deps.services.provide('promotions', promotions);
  const autoGrants = createAutoGrants({
    db: deps.db,
    repo: promotionsRepo,
    promotions,
    log: (err, what) => app.log.warn({ err }, `${what} failed`),
  });
  deps.services.provide('autoGrants', autoGrants);
  deps.services.need('deposits').onCredited((merchant, memberId) => autoGrants.afterDeposit(merchant, memberId));
  // Each promotion period is swept under a lease and the bonus book pays once, so every process may run it.
  if (deps.appConfig.promotionSweepMs) {
    repeatWhileOpen(app, deps.appConfig.promotionSweepMs, () => autoGrants.sweep(), 'automatic promotion sweep failed');
  }
  await app.register(promotionsRoutes, { promotions, auth: deps.auth });
  // Joins, applications and their review (docs/promotions/hall-and-applications.md).
  const entryDeps = { db: deps.db, promotions, promotionsRepo };
  await app.register(promotionEntryRoutes, {
    auth: deps.auth,
    applications: createApplicationsService(entryDeps),
    joins: createJoinService(entryDeps),
  });
}
