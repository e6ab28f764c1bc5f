import { useQuery } from '@tanstack/react-query';
import { useToken } from '../../../lib/session';
import { agentKeys } from './agent-keys';
import { getTeamMembers } from './get-team-members';

/** At most this many direct downlines are read for the offer dialog's choice (the call's largest page). */
const MAX_DIRECT = 100;

/**
 * The agent's direct downline agents, the ones it may offer a contract (`GET /wps/agent/team/members`,
 * its first 100 direct downlines by username). Idle while `enabled` is false.
 */
export function useDownlineAgents(enabled: boolean) {
  const token = useToken();
  const query = { sort: 'username', pageNo: 1, pageSize: MAX_DIRECT } as const;
  return useQuery({
    queryKey: agentKeys.team(token, { ...query, agentsOnly: true }),
    queryFn: async ({ signal }) => {
      const page = await getTeamMembers(query, signal);
      return page.list.filter((member) => member.role === 'agent' && member.depth === 1);
    },
    enabled,
  });
}
