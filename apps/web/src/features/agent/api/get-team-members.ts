import { type MemberStatus, type TeamSort, teamMembersSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useToken } from '../../../lib/session';
import { agentKeys } from './agent-keys';

/** What the team page asks for: whose downlines (none: the agent's own), a username search over the whole team, a status, an order and a page. */
export type TeamQuery = {
  parentId?: number | undefined;
  username?: string | undefined;
  status?: MemberStatus | undefined;
  sort: TeamSort;
  pageNo: number;
  pageSize: number;
};

/** `GET /wps/agent/team/members` (agent token): one page of the team with the breadcrumb down to the parent. */
export function getTeamMembers(query: TeamQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ sort: query.sort, pageNo: String(query.pageNo), pageSize: String(query.pageSize) });
  if (query.parentId !== undefined) params.set('parentId', String(query.parentId));
  if (query.username) params.set('username', query.username);
  if (query.status) params.set('status', query.status);
  return apiGet(`/wps/agent/team/members?${params}`, teamMembersSchema, { signal });
}

/** One page of the team; the previous page stays on screen while the next loads. */
export function useTeamMembers(query: TeamQuery) {
  const token = useToken();
  return useQuery({
    queryKey: agentKeys.team(token, query),
    queryFn: ({ signal }) => getTeamMembers(query, signal),
    placeholderData: keepPreviousData,
  });
}
