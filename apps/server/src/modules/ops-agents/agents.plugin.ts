import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createOpsAgentsRepository } from './agents.repository';
import { opsAgentsRoutes } from './agents.routes';
import { createOpsAgentsService } from './agents.service';

/** The back office's agents: the tree with team figures, settlement records, moving a member. */
export async function opsAgentsPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db } = deps;
  await app.register(opsAgentsRoutes, { agents: createOpsAgentsService({ db, repo: createOpsAgentsRepository(db) }) });
}
