import { joinPromotionResponseSchema } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { refreshMoney } from '../../../lib/money-queries';

/** `POST /wps/promotion/join` (token): joins a join-mode promotion for its current period; a repeat changes nothing. */
export function joinPromotion(input: { promotionId: number; requestId: string }) {
  return apiSend('POST', '/wps/promotion/join', input, joinPromotionResponseSchema);
}

/** Joins, then refreshes the statuses (money queries). */
export function useJoinPromotion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinPromotion, onSuccess: () => refreshMoney(queryClient) });
}
