import { missionSummarySchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { useToken } from '../../../lib/session';
import { missionsKeys } from './missions-keys';

/** `GET /wps/relay/MCSFE_getMissionSummary` (token): today's missions with the member's progress and what is claimable. */
export function getMissionSummary(signal?: AbortSignal) {
  return apiGet('/wps/relay/MCSFE_getMissionSummary', missionSummarySchema, { signal });
}

/**
 * Today's missions of the logged-in member; idle for a guest. `staleTime` lets the member centre
 * menu's badge read the same cache without asking the server on every visit.
 */
export function useMissionSummary(options: { staleTime?: number } = {}) {
  const token = useToken();
  return useQuery({
    queryKey: useMoneyKey(...missionsKeys.summary),
    queryFn: ({ signal }) => getMissionSummary(signal),
    enabled: token !== null,
    staleTime: options.staleTime ?? 0,
  });
}
