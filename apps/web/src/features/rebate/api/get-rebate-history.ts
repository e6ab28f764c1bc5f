import { rebateHistoryResponseSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { useToken } from '../../../lib/session';
import { rebateKeys } from './rebate-keys';

/** Rebates shown per page. */
export const REBATE_HISTORY_SIZE = 10;

/** `GET /wps/rebate/history?page&size` (token): the member's rebates, newest first. */
export function getRebateHistory(page: number, signal?: AbortSignal) {
  return apiGet(`/wps/rebate/history?page=${page}&size=${REBATE_HISTORY_SIZE}`, rebateHistoryResponseSchema, { signal });
}

/** One page of the member's rebates. */
export function useRebateHistory(page: number) {
  const token = useToken();
  return useQuery({
    queryKey: useMoneyKey(...rebateKeys.history(page)),
    queryFn: ({ signal }) => getRebateHistory(page, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
