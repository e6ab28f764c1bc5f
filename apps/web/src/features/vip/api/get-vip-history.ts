import { vipHistorySchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { useToken } from '../../../lib/session';
import { vipKeys } from './vip-keys';

/** Rows per page of the upgrade history. */
export const VIP_HISTORY_PAGE = 10;

/** `GET /wps/vip/history` (token): the member's level changes, newest first. */
export function getVipHistory(pageNo: number, signal?: AbortSignal) {
  return apiGet(`/wps/vip/history?pageNo=${pageNo}&pageSize=${VIP_HISTORY_PAGE}`, vipHistorySchema, { signal });
}

/** A page of the member's upgrade history. */
export function useVipHistory(pageNo: number) {
  const token = useToken();
  return useQuery({
    queryKey: useMoneyKey(...vipKeys.history(pageNo)),
    queryFn: ({ signal }) => getVipHistory(pageNo, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
