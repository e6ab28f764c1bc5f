import { type TeamOverviewQuery, teamOverviewSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { reportPath, useReportKey } from './report-query';

/** `GET /wps/agent/report/overview` (agent token): the team's figures and daily series over a range of the merchant's days. */
export function getTeamOverview(query: TeamOverviewQuery, signal?: AbortSignal) {
  return apiGet(reportPath('overview', query), teamOverviewSchema, { signal });
}

/** The team overview; the previous range stays on screen while the next loads. */
export function useTeamOverview(query: TeamOverviewQuery) {
  return useQuery({
    queryKey: useReportKey('overview', query),
    queryFn: ({ signal }) => getTeamOverview(query, signal),
    placeholderData: keepPreviousData,
  });
}
