import type { LotteryIssue } from '@fortuna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { refreshMoney } from '../../../lib/money-queries';
import { useLotteryIssues } from '../api/get-lottery-issues';
import { lotteryKeys } from '../api/lottery-keys';
import { useServerNow } from './use-server-now';
import { useWatchLotteryGame } from './use-watch-lottery-game';

/** How often the issues are read while a draw is awaited: fast around the draw, slower once it runs late. */
const POLL_AT_DRAW_MS = 2000;
const POLL_LATE_MS = 10_000;
const LATE_AFTER_MS = 120_000;

type Awaited = { numero: string; drawsAt: number };

function awaitedOf(issue: LotteryIssue): Awaited {
  return { numero: issue.numero, drawsAt: Date.parse(issue.drawsAt) };
}

/**
 * A game's live state: its issues with the server clock, the server's `now` every second, and the
 * draw watch. It asks the member socket for the game's draws (lib/lottery-watch.ts), which then
 * refreshes the game's reads when a draw or a settlement is pushed (live-events.ts); as a fallback for a socket that is away, once an issue closes (its countdown
 * ends, or the server already shows the next issue) this polls the issues until that issue is
 * drawn and settled, then refreshes the results, the trend, my bets and the balance (wins
 * credited) without a reload.
 */
export function useLotteryLive(gameCode: string) {
  const queryClient = useQueryClient();
  useWatchLotteryGame(gameCode);
  const [awaited, setAwaited] = useState<Awaited | null>(null);
  const [offset, setOffset] = useState(0);
  const now = useServerNow(offset);
  const late = awaited !== null && now - Math.max(awaited.drawsAt, 0) > LATE_AFTER_MS;
  const issues = useLotteryIssues(gameCode, awaited === null ? false : late ? POLL_LATE_MS : POLL_AT_DRAW_MS);
  const data = issues.data;
  const current = data?.current ?? null;
  const last = data?.last ?? null;

  useEffect(() => {
    if (data) setOffset(data.offset);
  }, [data]);

  // The issue the page showed last: when the server moves on to another, that one has closed.
  const shown = useRef<LotteryIssue | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = current;
    if (previous && previous.numero !== current?.numero && (!last || last.numero < previous.numero || last.status !== 'settled')) {
      setAwaited(awaitedOf(previous));
    }
  }, [current, last]);

  const closed = current !== null && now >= Date.parse(current.closesAt);
  const { refetch } = issues;
  useEffect(() => {
    if (!closed || !current) return;
    setAwaited((previous) => (previous?.numero === current.numero ? previous : awaitedOf(current)));
    void refetch();
  }, [closed, current, refetch]);

  useEffect(() => {
    // Numeros of one game sort as text (yyyymmdd-nnnn).
    if (!awaited || !last || last.numero < awaited.numero || last.status !== 'settled') return;
    setAwaited(null);
    // The issues were just read (they say settled): refreshing them again would be a second request for one draw.
    for (const key of lotteryKeys.draws(gameCode)) {
      if (key[1] !== 'issues') void queryClient.invalidateQueries({ queryKey: key });
    }
    void refreshMoney(queryClient);
  }, [awaited, last, gameCode, queryClient]);

  return { issues, now, awaitingDraw: awaited };
}
