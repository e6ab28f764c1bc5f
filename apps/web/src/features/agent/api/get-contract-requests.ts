import { contractRequestsSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useToken } from '../../../lib/session';
import { agentKeys } from './agent-keys';

/** `GET /wps/agent/contracts/requests` (agent token): what waits for the caller's answer, then what waits for the other side. */
export function getContractRequests(signal?: AbortSignal) {
  return apiGet('/wps/agent/contracts/requests', contractRequestsSchema, { signal });
}

/** The contract requests of the session; `enabled` false keeps it idle (the popup asks only when something is pending). */
export function useContractRequests(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: agentKeys.contractRequests(token),
    queryFn: ({ signal }) => getContractRequests(signal),
    enabled: token !== null && enabled,
    staleTime: 0,
  });
}
