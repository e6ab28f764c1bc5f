import { promotionDetailSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { promotionsKeys } from './promotions-keys';

/** `GET /wps/promotion/detail?id` (public): the card, its HTML body, requirement and why it is not claimable yet. */
export function getPromotionDetail(id: number, signal?: AbortSignal) {
  return apiGet(`/wps/promotion/detail?id=${id}`, promotionDetailSchema, { signal });
}

/** One promotion's detail; idle without an id. */
export function usePromotionDetail(id: number | null) {
  return useQuery({
    queryKey: useMoneyKey(...promotionsKeys.detail(id ?? 0)),
    queryFn: ({ signal }) => getPromotionDetail(id as number, signal),
    enabled: id !== null,
  });
}
