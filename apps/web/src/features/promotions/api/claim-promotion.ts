import { claimPromotionResponseSchema } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { refreshMoney } from '../../../lib/money-queries';

/** `POST /wps/promotion/claim` (token): pays what the member qualifies for now; the same requestId answers the first claim. */
export function claimPromotion(input: { promotionId: number; requestId: string }) {
  return apiSend('POST', '/wps/promotion/claim', input, claimPromotionResponseSchema);
}

/** Claims a promotion, then refreshes the balance and every money query (the cards and the badge among them). */
export function useClaimPromotion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: claimPromotion, onSuccess: () => refreshMoney(queryClient) });
}
