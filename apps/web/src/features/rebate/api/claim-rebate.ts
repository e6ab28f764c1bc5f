import { claimRebateResponseSchema } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { refreshMoney } from '../../../lib/money-queries';

/** `POST /wps/rebate/claim` (token): pays the rebate up to the last closed quarter-hour; a replayed requestId answers the first claim. */
export function claimRebate(requestId: string) {
  return apiSend('POST', '/wps/rebate/claim', { requestId }, claimRebateResponseSchema);
}

/** Claims the rebate, then refreshes the balance and every money query (the summary and history among them). */
export function useClaimRebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRebate,
    onSuccess: () => refreshMoney(queryClient),
  });
}
