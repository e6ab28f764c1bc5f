import type { QueryClient } from '@tanstack/react-query';
import { refreshMoney } from '../../lib/money-queries';
import { lotteryKeys } from './api/lottery-keys';

/** `lottery_drawn` (server realtime/lottery-feed.ts): sent to the sockets watching the game. */
export type LotteryDrawnPayload = { gameCode: string; numero: string; result: number[] };
/** `lottery_settled`: sent to the member's own sockets for an issue they bet on. */
export type LotterySettledPayload = { gameCode: string; numero: string };

/**
 * Events that arrive this close together are answered with one refresh: a draw and its
 * settlement, or several games drawn at the same second, must not each restart the same reads
 * (every restart aborts the request in flight and sends another).
 */
export const LIVE_EVENTS_COALESCE_MS = 150;

/**
 * What the member socket does with lottery events: a draw refreshes that game's issues, results
 * and trend and the lottery list (its last results); a settlement refreshes the game's issues
 * (the page's draw watch ends on it) and the money. Only the named game's queries are touched,
 * never every lottery query, and each query at most once per burst of events.
 */
export function createLotteryLiveEvents(queryClient: QueryClient, coalesceMs = LIVE_EVENTS_COALESCE_MS) {
  const drawn = new Set<string>();
  const settled = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    timer = undefined;
    const keys = new Map<string, readonly unknown[]>();
    const add = (key: readonly unknown[]) => keys.set(JSON.stringify(key), key);
    for (const gameCode of drawn) for (const key of lotteryKeys.draws(gameCode)) add(key);
    if (drawn.size > 0) add(['lottery', 'menu']);
    for (const gameCode of settled) add(lotteryKeys.issues(gameCode));
    const money = settled.size > 0;
    drawn.clear();
    settled.clear();
    for (const key of keys.values()) void queryClient.invalidateQueries({ queryKey: key });
    if (money) void refreshMoney(queryClient);
  }

  function schedule() {
    timer ??= setTimeout(flush, coalesceMs);
  }

  return {
    drawn(payload: LotteryDrawnPayload) {
      if (typeof payload?.gameCode !== 'string') return;
      drawn.add(payload.gameCode);
      schedule();
    },
    settled(payload: LotterySettledPayload) {
      if (typeof payload?.gameCode !== 'string') return;
      settled.add(payload.gameCode);
      schedule();
    },
    /** Drops what is pending (the socket closed). */
    dispose() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      drawn.clear();
      settled.clear();
    },
  };
}
