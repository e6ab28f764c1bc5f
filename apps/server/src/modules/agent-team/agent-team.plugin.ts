import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createAgentTeamRepository } from './agent-team.repository';
import { agentTeamRoutes } from './agent-team.routes';
import { createAgentTeamService } from './agent-team.service';

/** The agent back office's team management. */
export async function agentTeamPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const team = createAgentTeamService({ repo: createAgentTeamRepository(deps.db) });
  await app.register(agentTeamRoutes, { team, auth: deps.auth });
}
