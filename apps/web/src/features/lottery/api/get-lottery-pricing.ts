import { lotteryPricingResponseSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { query } from './lottery-keys';

/** `GET /lgw/lottery/pricing?gameCode` (token): the member's prize group on the game and its stake bounds. */
export function getLotteryPricing(gameCode: string, signal?: AbortSignal) {
  return apiGet(`/lgw/lottery/pricing?${query({ gameCode })}`, lotteryPricingResponseSchema, { signal });
}

/** The member's pricing of a game (a member query: it follows the session like the money queries). */
export function useLotteryPricing(gameCode: string) {
  return useQuery({
    queryKey: useMoneyKey('lottery-pricing', gameCode),
    queryFn: ({ signal }) => getLotteryPricing(gameCode, signal),
    enabled: gameCode !== '',
    staleTime: 60_000,
  });
}
