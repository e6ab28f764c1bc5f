import { teamMembersQuerySchema } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { AgentTeamService } from './agent-team.service';

/** The agent back office's team management (schemas/agent-team.ts). */
export async function agentTeamRoutes(app: FastifyInstance, deps: { team: AgentTeamService; auth: AuthService }): Promise<void> {
  markMemberRoutes(app);
  const { team, auth } = deps;

  app.get('/wps/agent/team/members', async (request) => {
    const ctx = await auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);
    return ok(await team.members(request.site, ctx, parseInput(teamMembersQuerySchema, request.query)));
  });
}
