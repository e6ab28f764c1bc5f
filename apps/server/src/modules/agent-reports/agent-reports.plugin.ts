import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createAgentReportsRepository } from './agent-reports.repository';
import { agentReportsRoutes } from './agent-reports.routes';
import { createAgentReportsService } from './agent-reports.service';

/** The agent back office's team reports. Needs `bettingRecord` and `wallet`. */
export async function agentReportsPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, auth, services } = deps;
  const reports = createAgentReportsService({
    repo: createAgentReportsRepository(db),
    bettingRecord: services.need('bettingRecord'),
    wallet: services.need('wallet'),
  });
  await app.register(agentReportsRoutes, { reports, auth });
}
