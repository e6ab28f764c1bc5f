import {
  LIVE_CLIENT_EVENTS,
  LIVE_EVENTS,
  LIVE_NAMESPACE,
  type LiveRoundTotals,
  type LiveRoundView,
  type LiveTableSummary,
} from '@fortuna/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { io, type Socket } from 'socket.io-client';
import { tellHost } from '../../../lib/game-host';
import { refreshMoney } from '../../../lib/money-queries';
import { getSession } from '../../../lib/session';
import { useOptionalSiteConfig } from '../../../lib/site-config';
import { applyRound, applySummary } from '../live-updates';
import { type LiveRooms, type LiveTableWithClock, liveKeys } from './live-api';

/** A `/live` socket: the site's merchant, and the language the lobby's table names come in. */
function connect({ merchant, language }: { merchant: string | undefined; language: string }): Socket {
  return io(LIVE_NAMESPACE, { path: '/socket.io', auth: { merchant, language }, transports: ['websocket'] });
}

function onSummary(client: QueryClient, summary: LiveTableSummary) {
  const receivedAt = Date.now();
  for (const [key, rooms] of client.getQueriesData<LiveRooms>({ queryKey: liveKeys.roomsAll })) {
    if (!rooms) continue;
    const game = String(key[2] ?? '');
    const next = applySummary(rooms, summary, game, receivedAt);
    if (next === 'reload') void client.invalidateQueries({ queryKey: key, exact: true });
    else client.setQueryData(key, next);
  }
  client.setQueryData<LiveTableWithClock>(liveKeys.table(summary.tableId), (state) => (state ? { ...state, table: summary } : state));
}

/** What a socket connects with; a language change reconnects (and reloads, for names in the new language). */
function useSocketAuth(): { merchant: string | undefined; language: string } {
  const config = useOptionalSiteConfig();
  const { i18n } = useTranslation();
  return { merchant: config?.merchant.code || getSession().merchant || undefined, language: i18n.language };
}

/** Keeps the room lists live: the `/live` socket's table summaries (every socket is in its site's lobby room). */
export function useLiveLobbySocket(): void {
  const client = useQueryClient();
  const { merchant, language } = useSocketAuth();
  useEffect(() => {
    const socket = connect({ merchant, language });
    socket.on('connect', () => void client.invalidateQueries({ queryKey: liveKeys.roomsAll }));
    socket.on(LIVE_EVENTS.table, (summary: LiveTableSummary) => onSummary(client, summary));
    return () => {
      socket.disconnect();
    };
  }, [client, merchant, language]);
}

/**
 * Keeps one table live: watches its room for rounds and bet totals. A new round reloads the
 * state (the member's last bet for "repeat"); a dealt result reloads the road maps; a settled
 * round reloads the member's payout and the balance.
 */
export function useLiveTableSocket(tableId: number): void {
  const client = useQueryClient();
  const { merchant, language } = useSocketAuth();
  useEffect(() => {
    if (!(tableId > 0)) return;
    const socket = connect({ merchant, language });
    const key = liveKeys.table(tableId);
    socket.on('connect', () => {
      socket.emit(LIVE_CLIENT_EVENTS.watch, { tableId });
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: liveKeys.history(tableId) });
    });
    socket.on(LIVE_EVENTS.table, (summary: LiveTableSummary) => onSummary(client, summary));
    socket.on(LIVE_EVENTS.round, (round: LiveRoundView) => {
      if (round.tableId !== tableId) return;
      const before = client.getQueryData<LiveTableWithClock>(key);
      client.setQueryData<LiveTableWithClock>(key, (state) => (state ? applyRound(state, round, Date.now()) : state));
      const fresh = before?.round?.roundId !== round.roundId;
      if (fresh || round.phase === 'settled') void client.invalidateQueries({ queryKey: key });
      if (round.phase !== 'betting' && before?.round?.phase !== round.phase) {
        void client.invalidateQueries({ queryKey: liveKeys.history(tableId) });
      }
      if (round.phase === 'settled' && before?.myRound && before.myRound.roundId === round.roundId) {
        void refreshMoney(client);
        tellHost();
      }
    });
    socket.on(LIVE_EVENTS.totals, (totals: LiveRoundTotals) => {
      if (totals.tableId !== tableId) return;
      client.setQueryData<LiveTableWithClock>(key, (state) =>
        state && state.round?.roundId === totals.roundId ? { ...state, totals } : state,
      );
    });
    return () => {
      socket.emit(LIVE_CLIENT_EVENTS.unwatch, { tableId });
      socket.disconnect();
    };
  }, [client, merchant, language, tableId]);
}
