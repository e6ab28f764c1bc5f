import { useQuery } from '@tanstack/react-query';
import { useToken } from '../../../lib/session';
import { agentKeys } from './agent-keys';
import { getDownlinePrizeGroup } from './get-downline-prize-group';

/**
 * The prize groups a new downline may get: from the site's lowest up to the agent's own, read from
 * `GET /wps/agent/lottery/prizeGroups` (its first page carries both bounds).
 */
export function usePrizeGroupBounds() {
  const token = useToken();
  return useQuery({
    queryKey: agentKeys.prizeBounds(token),
    queryFn: async ({ signal }) => {
      const page = await getDownlinePrizeGroup('', signal);
      return { own: page.ownSeries, min: page.minSeries };
    },
    staleTime: 60_000,
  });
}
