import { type LOTTERY_BET_STATUSES, myBetsResponseSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { query } from './lottery-keys';

/** A bet status filter; `undefined` is every status. */
export type BetStatus = (typeof LOTTERY_BET_STATUSES)[number];

/** The filter of one page of my bets. */
export type MyBetsFilter = { gameCode: string; status?: BetStatus | undefined; pageNo: number; pageSize: number };

/** `GET /lgw/lottery/bets` (token): one page of the member's lottery bets, newest first. */
export function getMyBets(filter: MyBetsFilter, signal?: AbortSignal) {
  return apiGet(`/lgw/lottery/bets?${query(filter)}`, myBetsResponseSchema, { signal });
}

/** My bets of a game; a money query, so a balance refresh (a settlement, a cancel) refreshes it. */
export function useMyBets(filter: MyBetsFilter) {
  return useQuery({
    queryKey: useMoneyKey('lottery-bets', filter),
    queryFn: ({ signal }) => getMyBets(filter, signal),
    placeholderData: keepPreviousData,
  });
}
