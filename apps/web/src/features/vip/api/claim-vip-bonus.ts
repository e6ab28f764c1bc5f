import { type VipClaimPeriod, vipClaimResponseSchema } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { refreshMoney } from '../../../lib/money-queries';
import { newRequestId } from '../../../lib/request-id';

/** `POST /wps/vip/claim` (token): the weekly or monthly bonus of the member's level, once per business period. */
export function claimVipBonus(period: VipClaimPeriod, requestId: string) {
  return apiSend('POST', '/wps/vip/claim', { period, requestId }, vipClaimResponseSchema);
}

/** Claims a VIP bonus (one request id per press), then refreshes the balance and every money query. */
export function useClaimVipBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: VipClaimPeriod) => claimVipBonus(period, newRequestId()),
    onSuccess: () => refreshMoney(queryClient),
  });
}
