import type {
  OpsSportsbookBetRow,
  OpsSportsbookLeague,
  OpsSportsbookLiability,
  OpsSportsbookMatch,
  OpsSportsbookSettings,
  opsSportsbookLeagueCreateSchema,
  opsSportsbookMatchCreateSchema,
  opsSportsbookOddsSchema,
  SportsbookSport,
  sportsbookResultSchema,
} from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { opsGet, opsKeys, opsQuery, opsSend } from '../api/ops-api';

/**
 * The back office's trading calls (`/ops/sportsbook/*`, docs/sportsbook/SERVER.md "Trading"). The
 * answers are typed by the shared types; the server builds them from its own rows, so the page
 * checks only their outline.
 */
const isObject = (v: unknown) => typeof v === 'object' && v !== null;
const matchSchema = z.custom<OpsSportsbookMatch>((v) => isObject(v) && 'matchId' in v && 'markets' in v);
const matchPageSchema = z.custom<{ rows: OpsSportsbookMatch[]; total: number; pageNo: number; pageSize: number }>(
  (v) => isObject(v) && 'rows' in v,
);
const leaguesSchema = z.custom<OpsSportsbookLeague[]>((v) => Array.isArray(v));
const leagueSchema = z.custom<OpsSportsbookLeague>((v) => isObject(v) && 'leagueId' in v);
const betPageSchema = z.custom<{ rows: OpsSportsbookBetRow[]; total: number; pageNo: number; pageSize: number }>(
  (v) => isObject(v) && 'rows' in v,
);
const liabilitySchema = z.custom<OpsSportsbookLiability>((v) => isObject(v) && 'rows' in v);
const settingsSchema = z.custom<OpsSportsbookSettings>((v) => isObject(v) && 'minStake' in v);

type Query = Record<string, string | number | boolean | null | undefined>;
const AREA = 'sportsbook';
/** How often an open match screen reads its match, bets and liability again (prices and bets move while it is open). */
const MATCH_REFRESH_MS = 10_000;

/** `GET /ops/sportsbook/leagues`: every league of the site, or of one sport. */
export function useSportsbookLeagues(sport?: SportsbookSport | '') {
  return useQuery({
    queryKey: opsKeys.area(AREA, 'leagues', sport ?? ''),
    queryFn: ({ signal }) => opsGet(`/ops/sportsbook/leagues${opsQuery({ sport })}`, leaguesSchema, { signal }),
  });
}

/** `GET /ops/sportsbook/matches`: one page of matches by start, filtered. */
export function useSportsbookMatches(query: Query) {
  return useQuery({
    queryKey: opsKeys.area(AREA, 'matches', query),
    queryFn: ({ signal }) => opsGet(`/ops/sportsbook/matches${opsQuery(query)}`, matchPageSchema, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

/** `GET /ops/sportsbook/matches/:id`: a match with every market. */
export function useSportsbookMatch(id: string) {
  return useQuery({
    queryKey: opsKeys.area(AREA, 'match', id),
    queryFn: ({ signal }) => opsGet(`/ops/sportsbook/matches/${encodeURIComponent(id)}`, matchSchema, { signal }),
    refetchInterval: MATCH_REFRESH_MS,
  });
}

/** `GET /ops/sportsbook/matches/:id/bets`: one page of the bets with a leg on the match, newest first. */
export function useSportsbookMatchBets(id: string, query: Query) {
  return useQuery({
    queryKey: opsKeys.area(AREA, 'bets', id, query),
    queryFn: ({ signal }) => opsGet(`/ops/sportsbook/matches/${encodeURIComponent(id)}/bets${opsQuery(query)}`, betPageSchema, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: MATCH_REFRESH_MS,
  });
}

/** `GET /ops/sportsbook/matches/:id/liability`: the running stakes and returns per selection. */
export function useSportsbookLiability(id: string) {
  return useQuery({
    queryKey: opsKeys.area(AREA, 'liability', id),
    queryFn: ({ signal }) => opsGet(`/ops/sportsbook/matches/${encodeURIComponent(id)}/liability`, liabilitySchema, { signal }),
    refetchInterval: MATCH_REFRESH_MS,
  });
}

/** `GET /ops/sportsbook/settings`: a member's stake limits and the in-play delay. */
export function useSportsbookSettings() {
  return useQuery({
    queryKey: opsKeys.area(AREA, 'settings'),
    queryFn: ({ signal }) => opsGet('/ops/sportsbook/settings', settingsSchema, { signal }),
  });
}

/** What a market's save sends (the shared schema's input). */
export type OddsInput = z.input<typeof opsSportsbookOddsSchema>;
/** A result as the shared schema takes it. */
export type ResultInput = z.input<typeof sportsbookResultSchema>;

/**
 * The trading writes. Each answers the match as it is afterwards, which goes straight into the
 * match's query; then every back-office query is refreshed (lists, bets, liability, the audit log).
 */
export function useSportsbookWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: opsKeys.all });
  const matchChanged = (match: OpsSportsbookMatch) => {
    queryClient.setQueryData(opsKeys.area(AREA, 'match', match.matchId), match);
    return refresh();
  };
  const matchPath = (id: string) => `/ops/sportsbook/matches/${encodeURIComponent(id)}`;
  return {
    createLeague: useMutation({
      mutationFn: (body: z.input<typeof opsSportsbookLeagueCreateSchema>) => opsSend('POST', '/ops/sportsbook/leagues', body, leagueSchema),
      onSuccess: refresh,
    }),
    createMatch: useMutation({
      mutationFn: (body: z.input<typeof opsSportsbookMatchCreateSchema>) => opsSend('POST', '/ops/sportsbook/matches', body, matchSchema),
      onSuccess: matchChanged,
    }),
    setOdds: useMutation({
      mutationFn: ({ matchId, ...body }: OddsInput & { matchId: string }) =>
        opsSend('PUT', `${matchPath(matchId)}/odds`, body, matchSchema),
      onSuccess: matchChanged,
    }),
    setMatchStatus: useMutation({
      mutationFn: ({ matchId, ...body }: { matchId: string; status: OpsSportsbookMatch['status']; startsAt?: string }) =>
        opsSend('POST', `${matchPath(matchId)}/status`, body, matchSchema),
      onSuccess: matchChanged,
    }),
    setResult: useMutation({
      mutationFn: ({ matchId, result }: { matchId: string; result: ResultInput }) =>
        opsSend('POST', `${matchPath(matchId)}/result`, { result }, matchSchema),
      onSuccess: matchChanged,
    }),
    setMarketStatus: useMutation({
      mutationFn: ({ marketId, status }: { marketId: string; status: 'open' | 'suspended' }) =>
        opsSend('POST', `/ops/sportsbook/markets/${encodeURIComponent(marketId)}/status`, { status }, matchSchema),
      onSuccess: matchChanged,
    }),
    voidMarket: useMutation({
      mutationFn: ({ marketId }: { marketId: string }) =>
        opsSend('POST', `/ops/sportsbook/markets/${encodeURIComponent(marketId)}/void`, {}, matchSchema),
      onSuccess: matchChanged,
    }),
    saveSettings: useMutation({
      mutationFn: (body: OpsSportsbookSettings) => opsSend('PUT', '/ops/sportsbook/settings', body, settingsSchema),
      onSuccess: refresh,
    }),
  };
}
