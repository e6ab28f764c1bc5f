import {
  formatMinor,
  type OpsSportsbookLeague,
  type OpsSportsbookMatch,
  type SportsbookBet,
  type SportsbookLeague,
  type SportsbookMarketView,
  type SportsbookMatch,
  type SportsbookMatchState,
} from '@fortuna/shared';
import type { MarketWithSelections } from './sportsbook.repository';
import type { BetLegRow, BetRow, LeagueRow, MatchRow, Names } from './sportsbook.tables';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const money = (value: bigint | string | number, decimals = 2) => formatMinor(BigInt(value), decimals);

/** A name in the language, else English, else any. */
export function nameIn(names: Names, language: string): string {
  return names[language] ?? names.en ?? Object.values(names)[0] ?? '';
}

/** The market key of a selection key (its last part dropped). */
const marketKeyOf = (selectionKey: string) => selectionKey.slice(0, selectionKey.lastIndexOf(':'));

/** What moves while a match plays. */
export function presentMatchState(match: MatchRow): SportsbookMatchState {
  return {
    matchId: String(match.id),
    status: match.status,
    minute: match.minute,
    period: match.period,
    score: match.score,
    detail: { ...match.detail },
  };
}

export function presentMarket(market: MarketWithSelections, decimals = 2): SportsbookMarketView {
  return {
    marketId: String(market.id),
    marketKey: market.market_key,
    status: market.status,
    maxStake: market.max_stake === null ? null : money(market.max_stake, decimals),
    selections: market.selections.map((s) => ({ selectionKey: s.selection_key, oddsMilli: s.odds_milli, offered: s.offered })),
  };
}

/** A match as the board and its page show it: names in the language, its markets (all, or the headline ones the caller picked). */
export function presentMatch(input: {
  match: MatchRow;
  league: LeagueRow | undefined;
  markets: MarketWithSelections[];
  language: string;
  now: Date;
  decimals?: number;
}): SportsbookMatch {
  const { match, league, language } = input;
  return {
    ...presentMatchState(match),
    sport: match.sport,
    league: { leagueId: match.league_id, name: league ? nameIn(league.names, language) : '' },
    home: nameIn(match.home_names, language),
    away: nameIn(match.away_names, language),
    startsAt: new Date(match.starts_at).toISOString(),
    hot: match.hot,
    result: match.result,
    markets: input.markets.map((m) => presentMarket(m, input.decimals)),
    serverTime: input.now.toISOString(),
  };
}

export function presentOpsMatch(input: Parameters<typeof presentMatch>[0]): OpsSportsbookMatch {
  const { match } = input;
  return {
    ...presentMatch(input),
    feedRef: match.feed_ref,
    homeNames: match.home_names,
    awayNames: match.away_names,
    resultVersion: match.result_version,
    simulated: match.sim !== null,
    settled: match.settled_rev >= match.settle_rev,
  };
}

export function presentLeague(league: LeagueRow, language: string, matches: number): SportsbookLeague {
  return { leagueId: league.id, sport: league.sport, code: league.code, name: nameIn(league.names, language), hot: league.hot, matches };
}

export function presentOpsLeague(league: LeagueRow): OpsSportsbookLeague {
  return { leagueId: league.id, sport: league.sport, code: league.code, names: league.names, sort: league.sort, hot: league.hot };
}

/** A bet with its legs, the legs' matches named in the language. */
export function presentBet(input: {
  bet: BetRow;
  legs: BetLegRow[];
  matches: Map<string, MatchRow>;
  language: string;
  decimals?: number;
}): SportsbookBet {
  const { bet, language, decimals } = input;
  return {
    betId: String(bet.id),
    requestId: bet.request_id,
    kind: bet.kind,
    stake: money(bet.stake, decimals),
    oddsMilli: String(bet.odds_milli),
    acceptance: bet.acceptance,
    status: bet.status,
    error: bet.error,
    acceptAt: bet.status === 'pending' ? iso(bet.accept_at) : null,
    // A figure is shown once the wallet confirmed it (a correction in flight shows the one paid).
    outcome: bet.status === 'settled' || bet.status === 'void' ? bet.outcome : null,
    payout: bet.status === 'settled' || bet.status === 'void' ? (bet.payout === null ? null : money(bet.payout, decimals)) : null,
    placedAt: new Date(bet.created_at).toISOString(),
    settledAt: iso(bet.settled_at),
    legs: input.legs.map((leg) => {
      const match = input.matches.get(String(leg.match_id));
      return {
        legNo: leg.leg_no,
        matchId: String(leg.match_id),
        sport: match?.sport ?? 'football',
        home: match ? nameIn(match.home_names, language) : '',
        away: match ? nameIn(match.away_names, language) : '',
        startsAt: match ? new Date(match.starts_at).toISOString() : '',
        marketKey: marketKeyOf(leg.selection_key),
        selectionKey: leg.selection_key,
        oddsMilli: leg.odds_milli,
        outcome: leg.outcome,
      };
    }),
  };
}
