import { type SetDownlinePrizeGroupRequest, setDownlinePrizeGroupResponseSchema } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { agentKeys } from './agent-keys';

/**
 * `POST /wps/agent/lottery/prizeGroup` (agent token): sets a direct downline's prize group, at most
 * the agent's own and at least the downline's floor (else `lottery_series_invalid` with both bounds).
 */
export function setDownlinePrizeGroup(input: SetDownlinePrizeGroupRequest) {
  return apiSend('POST', '/wps/agent/lottery/prizeGroup', input, setDownlinePrizeGroupResponseSchema);
}

/** Sets a prize group, then refreshes the team pages and bounds that show it, whatever the answer. */
export function useSetDownlinePrizeGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDownlinePrizeGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
