import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { opsPointsRoutes } from './ops-points.routes';
import { createOpsPointsService } from './ops-points.service';

/** The back office's points mall (issue 21 item 6, docs/points/points-mall.md). */
export async function opsPointsPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  await app.register(opsPointsRoutes, { ops: createOpsPointsService({ db: deps.db }) });
}
