import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { pointsRoutes } from './points.routes';
import { createPointsService } from './points.service';
import { startPointsSweeper } from './points-accrual';

/**
 * The points mall for members (issue 21, docs/points/points-mall.md), and the earning sweep
 * (every process runs it: each member's accrual is idempotent and locked). Needs messages.
 */
export async function pointsPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, auth, encryption, appConfig } = deps;
  const points = createPointsService({ db, messages: deps.services.need('messages') });
  if (appConfig.pointsTickMs) {
    const job = startPointsSweeper({
      db,
      intervalMs: appConfig.pointsTickMs,
      onError: (err) => app.log.warn({ err }, 'points sweep failed'),
    });
    app.addHook('onClose', async () => job.stop());
  }
  await app.register(pointsRoutes, { points, auth, encryption });
}
