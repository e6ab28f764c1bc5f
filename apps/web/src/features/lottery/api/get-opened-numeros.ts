import { openedNumerosResponseSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { lotteryKeys, query } from './lottery-keys';

/** Draws per page of the results history. */
export const RESULTS_PAGE_SIZE = 10;

/** `GET /lgw/games/opened/numero`: drawn issues of a game, newest first. */
export function getOpenedNumeros(gameCode: string, pageNo: number, signal?: AbortSignal) {
  return apiGet(`/lgw/games/opened/numero?${query({ gameCode, pageNo, pageSize: RESULTS_PAGE_SIZE })}`, openedNumerosResponseSchema, {
    signal,
  });
}

/** One page of a game's results history. */
export function useOpenedNumeros(gameCode: string, pageNo: number) {
  return useQuery({
    queryKey: lotteryKeys.opened(gameCode, pageNo),
    queryFn: ({ signal }) => getOpenedNumeros(gameCode, pageNo, signal),
    placeholderData: keepPreviousData,
  });
}
