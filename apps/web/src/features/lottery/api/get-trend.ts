import { trendResponseSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { lotteryKeys, query } from './lottery-keys';

/** `GET /lgw/lottery/trend?gameCode&count`: the last `count` results, newest first. */
export function getTrend(gameCode: string, count: number, signal?: AbortSignal) {
  return apiGet(`/lgw/lottery/trend?${query({ gameCode, count })}`, trendResponseSchema, { signal });
}

/** The last results of a game for the trend chart. */
export function useTrend(gameCode: string, count: number) {
  return useQuery({ queryKey: lotteryKeys.trend(gameCode, count), queryFn: ({ signal }) => getTrend(gameCode, count, signal) });
}
