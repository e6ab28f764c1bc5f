import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../lib/api';
import { refreshMoney } from '../../../lib/money-queries';

/** The answer is read loosely: what matters is that it succeeded; the lists are fetched again. */
const cancelResponseSchema = z.unknown();

/** `POST /wps/points/redeem/:id/cancel` (token): withdraws a redemption still in process; points and amount come back. */
export function cancelRedemption(input: { id: number; requestId: string }) {
  return apiSend('POST', `/wps/points/redeem/${input.id}/cancel`, { requestId: input.requestId }, cancelResponseSchema);
}

export function useCancelRedemption() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelRedemption, onSuccess: () => refreshMoney(queryClient) });
}
