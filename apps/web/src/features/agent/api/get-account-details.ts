import { type AccountDetailsQuery, accountRecordSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { reportPath, useReportKey } from './report-query';

/** `GET /wps/agent/report/accountDetails` (agent token): one page of the agent's own ledger entries. */
export function getAccountDetails(query: AccountDetailsQuery, signal?: AbortSignal) {
  return apiGet(reportPath('accountDetails', query), accountRecordSchema, { signal });
}

/** One page of account details; the previous page stays on screen while the next loads. */
export function useAccountDetails(query: AccountDetailsQuery) {
  return useQuery({
    queryKey: useReportKey('accountDetails', query),
    queryFn: ({ signal }) => getAccountDetails(query, signal),
    placeholderData: keepPreviousData,
  });
}
