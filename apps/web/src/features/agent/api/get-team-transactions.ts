import { type TeamTransactionsQuery, teamTransactionsSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { reportPath, useReportKey } from './report-query';

/** `GET /wps/agent/report/transactions` (agent token): one page of the team's deposits and withdrawals. */
export function getTeamTransactions(query: TeamTransactionsQuery, signal?: AbortSignal) {
  return apiGet(reportPath('transactions', query), teamTransactionsSchema, { signal });
}

/** One page of team transactions; the previous page stays on screen while the next loads. */
export function useTeamTransactions(query: TeamTransactionsQuery) {
  return useQuery({
    queryKey: useReportKey('transactions', query),
    queryFn: ({ signal }) => getTeamTransactions(query, signal),
    placeholderData: keepPreviousData,
  });
}
