import type {
  SportsbookBet,
  SportsbookBetPage,
  SportsbookBetRequest,
  SportsbookLeague,
  SportsbookMatch,
  SportsbookSport,
} from '@fortuna/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../lib/api';
import { tellHost } from '../../../lib/game-host';
import { refreshMoney } from '../../../lib/money-queries';
import { useToken } from '../../../lib/session';

/**
 * The sportsbook's calls (packages/shared schemas/sportsbook.ts, docs/sportsbook/SERVER.md). The
 * server shapes the answers; the web reads them as they are. Lists and a match are named in the
 * member's language (the `Language` header), so their keys carry it; the member's bets are keyed
 * by the session token too, so another login never sees them.
 */
const matchListSchema = z.custom<SportsbookMatch[]>((v) => Array.isArray(v));
const leagueListSchema = z.custom<SportsbookLeague[]>((v) => Array.isArray(v));
const matchSchema = z.custom<SportsbookMatch>((v) => typeof v === 'object' && v !== null && 'markets' in v);
const betSchema = z.custom<SportsbookBet>((v) => typeof v === 'object' && v !== null && 'betId' in v);
const betPageSchema = z.custom<SportsbookBetPage>((v) => typeof v === 'object' && v !== null && 'rows' in v);

/** A list tab of the book: in play now, today, or later (early). */
export type SportsbookTab = 'inplay' | 'today' | 'early';
/** The member's bet lists: running (placing, pending, open) or done (settled, void, rejected). */
export type SportsbookBetStatus = 'open' | 'settled';

/** TanStack Query keys of the book; the prefixes (`lists`, `matchOf`, `bets`) are for patching and invalidating many at once. */
export const sportsbookKeys = {
  all: ['sportsbook'] as const,
  leagues: (sport: SportsbookSport, language: string) => ['sportsbook', 'leagues', sport, language] as const,
  /** Every cached match list (tabs and hot strips): all hold `SportsbookMatch[]`, so socket events patch them alike. */
  lists: ['sportsbook', 'list'] as const,
  matches: (sport: SportsbookSport, tab: SportsbookTab, leagueId: number | undefined, language: string) =>
    ['sportsbook', 'list', 'matches', sport, tab, leagueId ?? 0, language] as const,
  hot: (sport: SportsbookSport | undefined, language: string) => ['sportsbook', 'list', 'hot', sport ?? 'all', language] as const,
  /** Every cached copy of one match (one per language). */
  matchOf: (matchId: string) => ['sportsbook', 'match', matchId] as const,
  match: (matchId: string, language: string) => ['sportsbook', 'match', matchId, language] as const,
  /** Every cached bet list and bet of the member. */
  bets: ['sportsbook', 'bets'] as const,
  betPage: (token: string | null, status: SportsbookBetStatus, pageNo: number, pageSize: number, language: string) =>
    ['sportsbook', 'bets', 'page', token, status, pageNo, pageSize, language] as const,
  bet: (token: string | null, betId: string, language: string) => ['sportsbook', 'bets', 'one', token, betId, language] as const,
};

/** `GET /wps/sportsbook/leagues?sport=`: the sport's leagues with how many matches each has to come or in play. */
export function fetchLeagues(sport: SportsbookSport, signal?: AbortSignal): Promise<SportsbookLeague[]> {
  return apiGet(`/wps/sportsbook/leagues?${new URLSearchParams({ sport })}`, leagueListSchema, { signal });
}

/** `GET /wps/sportsbook/matches?sport=&tab=&leagueId=`: a tab's matches, soonest first, with their headline markets. */
export function fetchMatches(
  query: { sport: SportsbookSport; tab: SportsbookTab; leagueId?: number | undefined; limit?: number },
  signal?: AbortSignal,
): Promise<SportsbookMatch[]> {
  const params = new URLSearchParams({ sport: query.sport, tab: query.tab, limit: String(query.limit ?? 200) });
  if (query.leagueId) params.set('leagueId', String(query.leagueId));
  return apiGet(`/wps/sportsbook/matches?${params}`, matchListSchema, { signal });
}

/** `GET /wps/sportsbook/hot?sport=`: hot matches in play or to come. */
export function fetchHot(sport: SportsbookSport | undefined, signal?: AbortSignal): Promise<SportsbookMatch[]> {
  const params = new URLSearchParams(sport ? { sport } : {});
  return apiGet(`/wps/sportsbook/hot?${params}`, matchListSchema, { signal });
}

/** `GET /wps/sportsbook/matches/:matchId`: a match with every market. */
export function fetchMatch(matchId: string, signal?: AbortSignal): Promise<SportsbookMatch> {
  return apiGet(`/wps/sportsbook/matches/${encodeURIComponent(matchId)}`, matchSchema, { signal });
}

/** `GET /wps/sportsbook/bets?status=&pageNo=&pageSize=`: the member's bets, newest first. */
export function fetchBets(
  query: { status: SportsbookBetStatus; pageNo: number; pageSize: number },
  signal?: AbortSignal,
): Promise<SportsbookBetPage> {
  const params = new URLSearchParams({ status: query.status, pageNo: String(query.pageNo), pageSize: String(query.pageSize) });
  return apiGet(`/wps/sportsbook/bets?${params}`, betPageSchema, { signal });
}

/** `GET /wps/sportsbook/bets/:betId`: one of the member's bets (a pending one past its delay is decided by this read). */
export function fetchBet(betId: string, signal?: AbortSignal): Promise<SportsbookBet> {
  return apiGet(`/wps/sportsbook/bets/${encodeURIComponent(betId)}`, betSchema, { signal });
}

/** `POST /wps/sportsbook/bets`: a single or a parlay; the caller makes the request id and resends it unchanged on a retry. */
export function placeBet(body: SportsbookBetRequest): Promise<SportsbookBet> {
  return apiSend('POST', '/wps/sportsbook/bets', body, betSchema);
}

/** The sport's leagues (for the league filter). */
export function useLeagues(sport: SportsbookSport) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: sportsbookKeys.leagues(sport, i18n.language),
    queryFn: ({ signal }) => fetchLeagues(sport, signal),
    staleTime: 60_000,
  });
}

/** A tab's matches; kept live by the `/sports` socket (useSportsLobbySocket), refetched now and then for new fixtures. */
export function useMatches(sport: SportsbookSport, tab: SportsbookTab, leagueId?: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: sportsbookKeys.matches(sport, tab, leagueId, i18n.language),
    queryFn: ({ signal }) => fetchMatches({ sport, tab, leagueId }, signal),
    refetchInterval: 60_000,
  });
}

/** Hot matches of a sport (all sports when undefined). */
export function useHotMatches(sport: SportsbookSport | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: sportsbookKeys.hot(sport, i18n.language),
    queryFn: ({ signal }) => fetchHot(sport, signal),
    refetchInterval: 60_000,
  });
}

/** One match with every market; kept live by useSportsMatchSocket. */
export function useMatch(matchId: string | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: sportsbookKeys.match(matchId ?? '', i18n.language),
    queryFn: ({ signal }) => fetchMatch(matchId ?? '', signal),
    enabled: Boolean(matchId && /^[1-9]\d{0,17}$/.test(matchId)),
    refetchInterval: 60_000,
  });
}

/** The member's bets of one list and page; idle for a guest. */
export function useMyBets(status: SportsbookBetStatus, pageNo: number, pageSize = 20) {
  const { i18n } = useTranslation();
  const token = useToken();
  return useQuery({
    queryKey: sportsbookKeys.betPage(token, status, pageNo, pageSize, i18n.language),
    queryFn: ({ signal }) => fetchBets({ status, pageNo, pageSize }, signal),
    enabled: token !== null,
    placeholderData: (previous) => previous,
  });
}

/**
 * One of the member's bets. While it is pending (in play, waiting for its delay) it is read again
 * every `pendingPollMs` as a fallback to the `sb_bet` event; the server decides a bet whose delay
 * is over when it is read.
 */
export function useMyBet(betId: string | undefined, pendingPollMs = 1500) {
  const { i18n } = useTranslation();
  const token = useToken();
  return useQuery({
    queryKey: sportsbookKeys.bet(token, betId ?? '', i18n.language),
    queryFn: ({ signal }) => fetchBet(betId ?? '', signal),
    enabled: token !== null && Boolean(betId),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'placing' || status === 'rejecting' ? pendingPollMs : false;
    },
  });
}

/** Refreshes the member's bet lists and bets, and the balance (a bet placed, accepted, rejected or settled). */
export function refreshBets(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: sportsbookKeys.bets });
  void refreshMoney(client);
  tellHost();
}

/**
 * `POST /wps/sportsbook/bets`. The body carries the caller's request id (lib/request-id.ts), the
 * same on a retry of the same slip. The answer is cached as the bet, and the bet lists and the
 * balance are refreshed whatever happened (a refused debit moved nothing, but a timeout may have).
 */
export function usePlaceBet() {
  const client = useQueryClient();
  const token = useToken();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (body: SportsbookBetRequest) => placeBet(body),
    onSuccess: (bet) => {
      client.setQueryData(sportsbookKeys.bet(token, bet.betId, i18n.language), bet);
    },
    onSettled: () => refreshBets(client),
  });
}
