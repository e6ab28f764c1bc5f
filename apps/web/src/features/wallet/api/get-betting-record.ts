import { bettingRecordSchema, type GAME_CATEGORIES } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';

/** A filter of the betting record: one game category or all, and a date range (yyyy-MM-dd, both included). */
export type BettingRecordFilter = {
  category: (typeof GAME_CATEGORIES)[number] | '';
  from: string;
  to: string;
  pageNo: number;
  pageSize: number;
};

/** The query string of a filter: empty choices are left out, so the server applies no filter for them. */
export function bettingRecordParams(query: BettingRecordFilter): URLSearchParams {
  const params = new URLSearchParams({ pageNo: String(query.pageNo), pageSize: String(query.pageSize) });
  if (query.category) params.set('category', query.category);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params;
}

/** `GET /wps/member/bettingRecord` (token): one page of the member's game rounds, newest first, with the range's totals. */
export function getBettingRecord(query: BettingRecordFilter, signal?: AbortSignal) {
  return apiGet(`/wps/member/bettingRecord?${bettingRecordParams(query)}`, bettingRecordSchema, { signal });
}

/** One page of the betting record; the previous page stays on screen while the next loads. */
export function useBettingRecord(query: BettingRecordFilter) {
  return useQuery({
    queryKey: useMoneyKey('bettingRecord', query),
    queryFn: ({ signal }) => getBettingRecord(query, signal),
    placeholderData: keepPreviousData,
  });
}
