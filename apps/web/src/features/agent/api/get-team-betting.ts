import { type TeamBettingQuery, teamBettingSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { reportPath, useReportKey } from './report-query';

/** `GET /wps/agent/report/betting` (agent token): one page of the team's game rounds with the filter's totals. */
export function getTeamBetting(query: TeamBettingQuery, signal?: AbortSignal) {
  return apiGet(reportPath('betting', query), teamBettingSchema, { signal });
}

/** One page of team betting; the previous page stays on screen while the next loads. */
export function useTeamBetting(query: TeamBettingQuery) {
  return useQuery({
    queryKey: useReportKey('betting', query),
    queryFn: ({ signal }) => getTeamBetting(query, signal),
    placeholderData: keepPreviousData,
  });
}
