import { type GameCategory, type LEADERBOARD_PERIODS, type LEADERBOARD_RANKS, leaderboardSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { missionsKeys } from './missions-keys';

/** A leaderboard period: today, this week or this month (the merchant's days). */
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
/** What the board ranks by: net winnings (profit) or turnover (valid bet). */
export type LeaderboardRank = (typeof LEADERBOARD_RANKS)[number];
/** One board: a category (ALL for every one), a period and the figure ranked. */
export type LeaderboardFilter = { category: GameCategory | 'ALL'; period: LeaderboardPeriod; rankBy: LeaderboardRank };

/** `GET /wps/relay/MCSFE_getLeaderboard` (public; with a token the caller's own row is unmasked and ranked). */
export function getLeaderboard(filter: LeaderboardFilter, signal?: AbortSignal) {
  const params = new URLSearchParams({ category: filter.category, period: filter.period, rankBy: filter.rankBy });
  return apiGet(`/wps/relay/MCSFE_getLeaderboard?${params}`, leaderboardSchema, { signal });
}

/** The top 20 of a board; the previous board stays on screen while another filter loads. */
export function useLeaderboard(filter: LeaderboardFilter) {
  return useQuery({
    queryKey: useMoneyKey(...missionsKeys.leaderboard(filter)),
    queryFn: ({ signal }) => getLeaderboard(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
