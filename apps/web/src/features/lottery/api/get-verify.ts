import { verifyResponseSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { lotteryKeys, query } from './lottery-keys';

/** `GET /lgw/lottery/verify?gameCode&numero` (no login): a drawn issue's seed, its hash and its result. */
export function getVerify(gameCode: string, numero: string, signal?: AbortSignal) {
  return apiGet(`/lgw/lottery/verify?${query({ gameCode, numero })}`, verifyResponseSchema, { signal });
}

/** The server's record of one draw, to recompute in the browser. */
export function useVerify(gameCode: string, numero: string) {
  return useQuery({
    queryKey: lotteryKeys.verify(gameCode, numero),
    queryFn: ({ signal }) => getVerify(gameCode, numero, signal),
    enabled: gameCode !== '' && numero !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
