import type { TeamMembers, teamMembersQuerySchema } from '@fortuna/shared';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import { presentTeamMember } from './agent-team.presenter';
import type { AgentTeamRepository, TeamScope } from './agent-team.repository';

/**
 * Team management of the agent back office (schemas/agent-team.ts). An agent reads only its own
 * subtree: the parent it asks about must be itself or below it, checked by the same query that
 * finds the breadcrumb, before anything of the team is read.
 */
export function createAgentTeamService(deps: { repo: AgentTeamRepository }) {
  const { repo } = deps;
  return {
    /** `GET /wps/agent/team/members`. */
    async members(site: SiteContext, ctx: AuthContext, query: z.output<typeof teamMembersQuerySchema>): Promise<TeamMembers> {
      if (!ctx.isAgent) throw new AppError('forbidden');
      const parentId = query.parentId ?? ctx.member.id;
      const path = await repo.path(ctx.member.id, parentId);
      const parent = path.at(-1);
      if (!parent || parent.id !== parentId) throw new AppError('downline_not_found');

      const scope: TeamScope = { scopeId: parentId, search: query.username, status: query.status };
      const [rows, total, defaultSeries] = await Promise.all([
        repo.page(scope, query.sort, query.pageNo, query.pageSize),
        repo.count(scope),
        repo.defaultSeries(site.merchant.id),
      ]);
      const present = { merchant: site.merchant, depthOffset: parent.depth, defaultSeries };
      return {
        path: path.map((step) => ({ memberId: step.id, username: step.username })),
        list: rows.map((row) => presentTeamMember(row, present)),
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },
  };
}

export type AgentTeamService = ReturnType<typeof createAgentTeamService>;
