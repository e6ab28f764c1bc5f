import { claimMissionResponseSchema } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { refreshMoney } from '../../../lib/money-queries';

/** `POST /wps/relay/MCSFE_claimMissionReward` (token): pays today's reward of a completed mission into the main wallet; a repeat pays nothing more. */
export function claimMission(missionId: number) {
  return apiSend('POST', '/wps/relay/MCSFE_claimMissionReward', { missionId }, claimMissionResponseSchema);
}

/** Claims a mission's reward, then refreshes the balance and every money query (the summary among them). */
export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimMission,
    onSuccess: () => refreshMoney(queryClient),
  });
}
