import { bonusListResponseSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { useToken } from '../../../lib/session';
import { promotionsKeys } from './promotions-keys';

/** Bonuses per page in bonus details. */
export const BONUS_PAGE_SIZE = 10;

/** `GET /wps/promotion/bonuses?page&size` (token): the member's bonuses, newest first, with their requirements. */
export function getBonuses(page: number, signal?: AbortSignal) {
  return apiGet(`/wps/promotion/bonuses?page=${page}&size=${BONUS_PAGE_SIZE}`, bonusListResponseSchema, { signal });
}

/** One page of bonus details; the previous page stays while the next loads. */
export function useBonuses(page: number) {
  const token = useToken();
  return useQuery({
    queryKey: useMoneyKey(...promotionsKeys.bonuses(page)),
    queryFn: ({ signal }) => getBonuses(page, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
