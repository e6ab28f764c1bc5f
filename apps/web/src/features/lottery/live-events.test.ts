import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberInfoQueryKey } from '../../lib/member-info';
import { moneyQueryKey } from '../../lib/money-queries';
import { lotteryKeys } from './api/lottery-keys';
import { createLotteryLiveEvents } from './live-events';

const GAME = 'fortuna-ssc-1';

/** A query client with the reads an open lottery page of GAME keeps active, counting each request. */
async function openLotteryPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  const requests = new Map<string, number>();
  const unsubscribe: (() => void)[] = [];
  const keys = {
    issues: lotteryKeys.issues(GAME),
    opened: lotteryKeys.opened(GAME, 1),
    trend: lotteryKeys.trend(GAME, 30),
    menu: lotteryKeys.menu('en'),
    otherIssues: lotteryKeys.issues('fortuna-other'),
    bets: [...moneyQueryKey, 'token', 'lottery-bets', GAME],
    member: [...memberInfoQueryKey, 'token'],
  };
  for (const [name, queryKey] of Object.entries(keys)) {
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: async () => {
        requests.set(name, (requests.get(name) ?? 0) + 1);
        return name;
      },
    });
    unsubscribe.push(observer.subscribe(() => {}));
  }
  await vi.waitFor(() => expect(requests.size).toBe(Object.keys(keys).length));
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  requests.clear();
  return {
    client,
    requests,
    close: () => {
      for (const stop of unsubscribe) stop();
    },
  };
}

let close: (() => void) | undefined;
afterEach(() => close?.());

describe('lottery live events', () => {
  it('refreshes each query of the open page at most once for a draw and its settlement', async () => {
    const page = await openLotteryPage();
    close = page.close;
    const live = createLotteryLiveEvents(page.client, 0);
    live.drawn({ gameCode: GAME, numero: '20261122-0601', result: [1, 2, 3, 4, 5] });
    live.settled({ gameCode: GAME, numero: '20261122-0601' });
    await vi.waitFor(() => expect(page.requests.get('issues')).toBe(1));
    await vi.waitFor(() => expect(page.client.isFetching()).toBe(0));
    expect(Object.fromEntries(page.requests)).toEqual({ issues: 1, opened: 1, trend: 1, menu: 1, bets: 1, member: 1 });
  });

  it('answers a burst of draws of many games with one refresh of the list, leaving the shown game’s reads alone', async () => {
    const page = await openLotteryPage();
    close = page.close;
    const live = createLotteryLiveEvents(page.client, 0);
    for (let n = 0; n < 50; n++) live.drawn({ gameCode: `fortuna-game-${n}`, numero: '20261122-0601', result: [n] });
    await vi.waitFor(() => expect(page.requests.get('menu')).toBe(1));
    await vi.waitFor(() => expect(page.client.isFetching()).toBe(0));
    expect(Object.fromEntries(page.requests)).toEqual({ menu: 1 });
  });
});
