import { type IncomeQuery, incomeSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { reportPath, useReportKey } from './report-query';

/** `GET /wps/agent/report/income` (agent token): one page of the commissions, salaries, dividends and rebates the agent received. */
export function getIncome(query: IncomeQuery, signal?: AbortSignal) {
  return apiGet(reportPath('income', query), incomeSchema, { signal });
}

/** One page of my income; the previous page stays on screen while the next loads. */
export function useIncome(query: IncomeQuery) {
  return useQuery({
    queryKey: useReportKey('income', query),
    queryFn: ({ signal }) => getIncome(query, signal),
    placeholderData: keepPreviousData,
  });
}
