import {
  SPORTSBOOK_CLIENT_EVENTS,
  SPORTSBOOK_EVENTS,
  SPORTSBOOK_NAMESPACE,
  type SportsbookBet,
  type SportsbookMatch,
  type SportsbookMatchState,
  type SportsbookOddsUpdate,
  type SportsbookSport,
} from '@fortuna/shared';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { io, type Socket } from 'socket.io-client';
import { getSession, useToken } from '../../../lib/session';
import { useOptionalSiteConfig } from '../../../lib/site-config';
import { applyPrice, slipStore } from '../bet-slip-store';
import { applyBetEvent, applyMatchState, applyMatchStateToList, applyOdds, applyOddsToList } from '../sportsbook-updates';
import { refreshBets, sportsbookKeys } from './sportsbook-api';

/** How long a list waits before reloading after an event said its members changed: many events, one reload. */
const REFETCH_DELAY_MS = 1500;

/** A `/sports` socket: the site's merchant, the language, and the member's token for their bet events (sportsbook-socket.ts). */
function connect(auth: { merchant: string | undefined; language: string; token: string | null }): Socket {
  return io(SPORTSBOOK_NAMESPACE, {
    path: '/socket.io',
    auth: { merchant: auth.merchant, language: auth.language, ...(auth.token ? { token: auth.token } : {}) },
    transports: ['websocket'],
  });
}

/** What a socket connects with; a language or login change reconnects. */
function useSocketAuth(): { merchant: string | undefined; language: string; token: string | null } {
  const config = useOptionalSiteConfig();
  const { i18n } = useTranslation();
  const token = useToken();
  return { merchant: config?.merchant.code || getSession().merchant || undefined, language: i18n.language, token };
}

/** Reloads query prefixes once after a burst of events that asked for it. */
function deferredRefetch(client: QueryClient) {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    ask(key: QueryKey) {
      pending.set(JSON.stringify(key), key);
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        const keys = [...pending.values()];
        pending.clear();
        for (const queryKey of keys) void client.invalidateQueries({ queryKey });
      }, REFETCH_DELAY_MS);
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}

/** Patches every cached list and the match's own copies with a `sb_match`. */
function onMatchState(client: QueryClient, later: ReturnType<typeof deferredRefetch>, state: SportsbookMatchState) {
  for (const [key, list] of client.getQueriesData<SportsbookMatch[]>({ queryKey: sportsbookKeys.lists })) {
    if (!list) continue;
    const next = applyMatchStateToList(list, state);
    if (next.list !== list) client.setQueryData(key, next.list);
    if (next.refetch) later.ask(sportsbookKeys.lists);
  }
  client.setQueriesData<SportsbookMatch>({ queryKey: sportsbookKeys.matchOf(state.matchId) }, (match) =>
    match ? applyMatchState(match, state) : match,
  );
  // A match that ended or was called off takes no more bets: the slip greys its picks.
  if (state.status !== 'scheduled' && state.status !== 'live') {
    slipStore.update((slip) => ({
      ...slip,
      selections: slip.selections.map((s) => (s.matchId === state.matchId && !s.closed ? { ...s, closed: true } : s)),
    }));
  } else {
    slipStore.update((slip) =>
      slip.selections.some((s) => s.matchId === state.matchId && s.live !== (state.status === 'live'))
        ? { ...slip, selections: slip.selections.map((s) => (s.matchId === state.matchId ? { ...s, live: state.status === 'live' } : s)) }
        : slip,
    );
  }
}

/** Patches every cached list, the match's copies and the slip with a `sb_odds`. */
function onOdds(client: QueryClient, later: ReturnType<typeof deferredRefetch>, update: SportsbookOddsUpdate) {
  for (const [key, list] of client.getQueriesData<SportsbookMatch[]>({ queryKey: sportsbookKeys.lists })) {
    if (!list) continue;
    const next = applyOddsToList(list, update);
    if (next.list !== list) client.setQueryData(key, next.list);
    if (next.refetch) later.ask(key);
  }
  for (const [key, match] of client.getQueriesData<SportsbookMatch>({ queryKey: sportsbookKeys.matchOf(update.matchId) })) {
    if (!match) continue;
    const next = applyOdds(match, update);
    client.setQueryData(key, next.match);
    // A new market (a line the simulator or a trader just opened): reload for its id and status.
    if (next.missing) later.ask(key);
  }
  for (const price of update.prices) {
    slipStore.update((slip) => applyPrice(slip, update.matchId, price.selectionKey, price.oddsMilli));
  }
}

/** A member's `sb_bet`: the cached bet patched at once, then every bet list, the bet and the balance reloaded. */
function onBet(client: QueryClient, bet: SportsbookBet) {
  for (const [key, cached] of client.getQueriesData<SportsbookBet>({ queryKey: [...sportsbookKeys.bets, 'one'] })) {
    const next = applyBetEvent(cached, bet);
    if (next !== cached) client.setQueryData(key, next);
  }
  refreshBets(client);
}

function useSportsSocket(watchMatchId: string | undefined, reloadOnConnect: QueryKey): void {
  const client = useQueryClient();
  const reloadText = JSON.stringify(reloadOnConnect);
  const { merchant, language, token } = useSocketAuth();
  useEffect(() => {
    const socket = connect({ merchant, language, token });
    const later = deferredRefetch(client);
    socket.on('connect', () => {
      if (watchMatchId) {
        socket.emit(SPORTSBOOK_CLIENT_EVENTS.watch, { matchId: watchMatchId });
        void client.invalidateQueries({ queryKey: sportsbookKeys.matchOf(watchMatchId) });
      }
      // Whatever moved while the socket was away.
      void client.invalidateQueries({ queryKey: JSON.parse(reloadText) as QueryKey });
      if (token) void client.invalidateQueries({ queryKey: sportsbookKeys.bets });
    });
    socket.on(SPORTSBOOK_EVENTS.match, (state: SportsbookMatchState) => onMatchState(client, later, state));
    socket.on(SPORTSBOOK_EVENTS.odds, (update: SportsbookOddsUpdate) => onOdds(client, later, update));
    socket.on(SPORTSBOOK_EVENTS.bet, (bet: SportsbookBet) => onBet(client, bet));
    return () => {
      later.stop();
      if (watchMatchId) socket.emit(SPORTSBOOK_CLIENT_EVENTS.unwatch, { matchId: watchMatchId });
      socket.disconnect();
    };
  }, [client, merchant, language, token, watchMatchId, reloadText]);
}

/**
 * Keeps a sport's lobby live: every `/sports` socket is in its site's lobby room, so `sb_match`
 * and `sb_odds` of every match patch the cached lists and hot strips in place (a reload only when a
 * match changes tab or a new headline line opens), and the slip's prices follow; the member's
 * `sb_bet` refreshes their bets and balance. `sport` is the lobby's, for the reconnect's reload.
 */
export function useSportsLobbySocket(sport: SportsbookSport): void {
  useSportsSocket(undefined, [...sportsbookKeys.lists, 'matches', sport]);
}

/** Keeps one match page live: watches the match's room (`sb_watch`, `sb_unwatch` on leaving) besides the lobby events. */
export function useSportsMatchSocket(matchId: string | undefined): void {
  useSportsSocket(matchId, sportsbookKeys.lists);
}

/** Only the member's `sb_bet` events and lobby events (the My bets page). */
export function useSportsBetsSocket(): void {
  useSportsSocket(undefined, sportsbookKeys.bets);
}
