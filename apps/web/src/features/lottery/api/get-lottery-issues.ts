import { lotteryIssuesResponseSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { clockOffset } from '../server-clock';
import { lotteryKeys, query } from './lottery-keys';

/** `GET /lgw/lottery/issues?gameCode`: the current, next and last drawn issue, with the server's time. */
export function getLotteryIssues(gameCode: string, signal?: AbortSignal) {
  return apiGet(`/lgw/lottery/issues?${query({ gameCode })}`, lotteryIssuesResponseSchema, { signal });
}

/**
 * A game's issues and the server clock's offset from this browser's (server-clock.ts).
 * `pollMs` polls while a draw is awaited (use-draw-watch.ts); otherwise it refreshes every 30 s.
 */
export function useLotteryIssues(gameCode: string, pollMs: number | false = false) {
  return useQuery({
    queryKey: lotteryKeys.issues(gameCode),
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const issues = await getLotteryIssues(gameCode, signal);
      return { ...issues, offset: clockOffset(issues.serverTime, sentAt, Date.now()) };
    },
    enabled: gameCode !== '',
    refetchInterval: pollMs || 30_000,
    retry: 1,
  });
}
