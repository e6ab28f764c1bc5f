import { type PromotionTab, type PromotionTag, promotionCardSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { promotionsKeys } from './promotions-keys';

/** `GET /wps/promotion/list?category&tag` (public; with a token each card carries the member's status). */
export function getPromotions(category: PromotionTab, tag: PromotionTag | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ category });
  if (tag) params.set('tag', tag);
  return apiGet(`/wps/promotion/list?${params}`, z.array(promotionCardSchema), { signal });
}

/** The promotions of a tab and tag; the previous list stays while another one loads. */
export function usePromotions(category: PromotionTab, tag: PromotionTag | null) {
  return useQuery({
    queryKey: useMoneyKey(...promotionsKeys.list(category, tag)),
    queryFn: ({ signal }) => getPromotions(category, tag, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
