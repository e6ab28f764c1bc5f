import { type UserLossQuery, userLossSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { reportPath, useReportKey } from './report-query';

/** `GET /wps/agent/report/userLoss` (agent token): one page of each team member's profit and loss over a range. */
export function getUserLoss(query: UserLossQuery, signal?: AbortSignal) {
  return apiGet(reportPath('userLoss', query), userLossSchema, { signal });
}

/** One page of user loss; the previous page stays on screen while the next loads. */
export function useUserLoss(query: UserLossQuery) {
  return useQuery({
    queryKey: useReportKey('userLoss', query),
    queryFn: ({ signal }) => getUserLoss(query, signal),
    placeholderData: keepPreviousData,
  });
}
