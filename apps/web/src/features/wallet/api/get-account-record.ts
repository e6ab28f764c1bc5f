import { accountRecordSchema, type RECORD_KINDS } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';

/** A filter of the account record: one kind or all, and a date range (yyyy-MM-dd, both included). */
export type AccountRecordQuery = { kind: (typeof RECORD_KINDS)[number] | ''; from: string; to: string; pageNo: number; pageSize: number };

/** `GET /wps/member/accountRecord` (token): one page of the member's ledger entries, newest first. */
export function getAccountRecord(query: AccountRecordQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ pageNo: String(query.pageNo), pageSize: String(query.pageSize) });
  if (query.kind) params.set('kind', query.kind);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return apiGet(`/wps/member/accountRecord?${params}`, accountRecordSchema, { signal });
}

/** One page of the account record; the previous page stays on screen while the next loads. */
export function useAccountRecord(query: AccountRecordQuery) {
  return useQuery({
    queryKey: useMoneyKey('accountRecord', query),
    queryFn: ({ signal }) => getAccountRecord(query, signal),
    placeholderData: keepPreviousData,
  });
}
