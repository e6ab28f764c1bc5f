import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createMemberReportsRepository } from './member-reports.repository';
import { memberReportsRoutes } from './member-reports.routes';
import { createMemberReportsService } from './member-reports.service';

/** The player's own reports: personal profit and loss, the credit report. */
export async function memberReportsPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const reports = createMemberReportsService({ repo: createMemberReportsRepository(deps.db) });
  await app.register(memberReportsRoutes, { reports, auth: deps.auth });
}
