import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createOpsReportsRepository } from './ops-reports.repository';
import { opsReportsRoutes } from './ops-reports.routes';
import { createOpsReportsService } from './ops-reports.service';

/** The operator's reports and dashboard (`reports.read`), read from the rollups of migration 0030. */
export async function opsReportsPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  await app.register(opsReportsRoutes, { reports: createOpsReportsService(createOpsReportsRepository(deps.db)) });
}
