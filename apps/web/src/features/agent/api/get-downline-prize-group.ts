import { downlinePrizeGroupsSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useToken } from '../../../lib/session';
import { agentKeys } from './agent-keys';

/**
 * `GET /wps/agent/lottery/prizeGroups?username` (agent token): the agent's own prize group and the
 * site's lowest, with the named direct downline's group and floor (the list holds it alone).
 */
export function getDownlinePrizeGroup(username: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ username, pageSize: '1' });
  return apiGet(`/wps/agent/lottery/prizeGroups?${params}`, downlinePrizeGroupsSchema, { signal });
}

/** The bounds of one direct downline's prize group, fetched fresh each time its dialog opens. */
export function useDownlinePrizeGroup(username: string | null) {
  const token = useToken();
  return useQuery({
    queryKey: agentKeys.prizeGroups(token, username ?? ''),
    queryFn: ({ signal }) => getDownlinePrizeGroup(username ?? '', signal),
    enabled: username !== null,
    staleTime: 0,
  });
}
