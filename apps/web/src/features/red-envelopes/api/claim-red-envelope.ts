import { claimRedEnvelopeResponseSchema } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { refreshMoney } from '../../../lib/money-queries';

/** `POST /wps/promotion/raffle/claim` (token): opens the next envelope of a live drop; a replayed requestId answers the first. */
export function claimRedEnvelope(input: { dropId: number; requestId: string }) {
  return apiSend('POST', '/wps/promotion/raffle/claim', input, claimRedEnvelopeResponseSchema);
}

/** Opens an envelope, then refreshes the balance and every money query (the drops among them). */
export function useClaimRedEnvelope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRedEnvelope,
    onSuccess: () => refreshMoney(queryClient),
  });
}
