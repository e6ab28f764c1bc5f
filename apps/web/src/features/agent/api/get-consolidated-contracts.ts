import { consolidatedContractInfoSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { agentKeys } from './agent-keys';

/**
 * `GET /wps/agent/contracts/consolidated` (token): which contract kinds the caller holds and
 * whether anything waits for its answer (spec §3 "Consolidated contract info").
 */
export function getConsolidatedContracts(signal?: AbortSignal) {
  return apiGet('/wps/agent/contracts/consolidated', consolidatedContractInfoSchema, { signal });
}

/**
 * The consolidated contract info of the session, loaded as the agent-policy module says (spec §6:
 * for logged-in users that are not trial accounts, when the module is on — `enableContract`).
 * Idle otherwise; the agent menu and the contract popup read it.
 */
export function useConsolidatedContracts() {
  const { token, enableContract, isTrial } = useSession();
  return useQuery({
    queryKey: agentKeys.consolidated(token),
    queryFn: ({ signal }) => getConsolidatedContracts(signal),
    enabled: token !== null && enableContract && !isTrial,
    staleTime: 30_000,
  });
}
