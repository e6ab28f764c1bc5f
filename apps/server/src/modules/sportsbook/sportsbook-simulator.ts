import {
  cockfightFairMarket,
  DEFAULT_COCKFIGHT_MODEL,
  DEFAULT_MARGIN,
  type EsportsTimeline,
  esportsFairMarket,
  type FairSelection,
  type FeedMessage,
  type FootballState,
  type FootballTimeline,
  footballFairMarket,
  footballStateAt,
  formatMarketKey,
  isValidLine,
  type Market,
  priceMarket,
  type Selection,
  type Side,
  type Sport,
  simulateCockfight,
  simulateEsports,
  simulateFootball,
} from '@fortuna/sportsbook';
import type { MatchRow, SimulationSpec } from './sportsbook.tables';
import type { SportsbookTiming } from './sportsbook-settings';

/** Where a simulated match stands at an instant. */
export type SimState =
  | { phase: 'before' }
  | {
      phase: 'live' | 'done';
      /** Football: minutes played, the period, the score; esports: the maps played; cockfight: nothing more. */
      football?: FootballState & { period: 'first_half' | 'half_time' | 'second_half' | 'full_time' };
      maps?: Side[];
    };

/** Timelines kept in memory (a timeline is a pure function of its seed, so a miss only costs a replay). */
const TIMELINE_CACHE = 256;

const clampLine = (kind: 'ah' | 'ou' | 'fh_ah' | 'fh_ou', quarters: number) => (isValidLine(kind, quarters) ? [quarters] : []);

/**
 * The demo feed: plays simulated matches in real time from their seeds with the maths package's
 * simulator (football minute by minute, esports map by map, a cockfight at once after its betting
 * closes) and turns where each stands into feed messages — live, the score and minute, prices moved
 * by the pricing model from where the match stands, results (football: the first half at half-time
 * as version 1, the match at full time as version 2; esports and cockfight: version 1). The messages
 * are what changed since the match's stored state, so a driver that missed ticks catches up in one.
 */
export function createSportsbookSimulation(timing: SportsbookTiming) {
  const football = new Map<string, FootballTimeline>();
  const esports = new Map<string, EsportsTimeline>();

  function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
    let value = cache.get(key);
    if (!value) {
      value = make();
      if (cache.size >= TIMELINE_CACHE) cache.delete(cache.keys().next().value as string);
      cache.set(key, value);
    }
    return value;
  }

  const specOf = (match: MatchRow) => match.sim as SimulationSpec;
  const footballOf = (match: MatchRow) => {
    const spec = specOf(match);
    return cached(football, spec.seed, () => simulateFootball(spec.seed, spec.football ?? { home: 1.5, away: 1.15 }));
  };
  const esportsModel = (match: MatchRow) => ({
    bestOf: match.detail.bestOf ?? 3,
    mapWinProbability: specOf(match).esports?.mapWinProbability ?? 0.5,
  });
  const esportsOf = (match: MatchRow) => {
    const spec = specOf(match);
    return cached(esports, spec.seed, () => simulateEsports(spec.seed, esportsModel(match)));
  };

  /** Match minutes elapsed since kick-off (negative before it). */
  const elapsed = (match: MatchRow, now: Date) => Math.floor((now.getTime() - new Date(match.starts_at).getTime()) / timing.simMinuteMs);

  /** The markets a simulated match offers. */
  function marketsOf(match: MatchRow): Market[] {
    if (match.sport === 'cockfight') return [{ kind: 'cf' }];
    if (match.sport === 'esports') {
      const { bestOf } = esportsModel(match);
      const maps: Market[] = Array.from({ length: bestOf }, (_, i) => ({ kind: 'map', map: i + 1 }));
      if (bestOf === 1) return [{ kind: 'mw' }, ...maps];
      const totals: Market[] =
        bestOf === 3
          ? [{ kind: 'tm', lineQuarters: 10 }]
          : [
              { kind: 'tm', lineQuarters: 14 },
              { kind: 'tm', lineQuarters: 18 },
            ];
      return [{ kind: 'mw' }, { kind: 'mh', lineQuarters: -6 }, { kind: 'mh', lineQuarters: 6 }, ...totals, ...maps];
    }
    const expected = specOf(match).football ?? { home: 1.5, away: 1.15 };
    const ah = -Math.round((expected.home - expected.away) * 4);
    const ou = Math.round((expected.home + expected.away) * 4);
    const fhAh = -Math.round((expected.home - expected.away) * 2);
    const fhOu = Math.round((expected.home + expected.away) * 2);
    return [
      { kind: '1x2' },
      ...[ah - 2, ah, ah + 2].flatMap((q) => clampLine('ah', q)).map((lineQuarters) => ({ kind: 'ah' as const, lineQuarters })),
      ...[ou - 2, ou, ou + 2].flatMap((q) => clampLine('ou', q)).map((lineQuarters) => ({ kind: 'ou' as const, lineQuarters })),
      { kind: 'oe' },
      { kind: 'cs' },
      { kind: 'fh_1x2' },
      ...clampLine('fh_ah', fhAh).map((lineQuarters) => ({ kind: 'fh_ah' as const, lineQuarters })),
      ...clampLine('fh_ou', fhOu).map((lineQuarters) => ({ kind: 'fh_ou' as const, lineQuarters })),
    ];
  }

  /** Where a simulated match stands at `now`. */
  function stateAt(match: MatchRow, now: Date): SimState {
    const e = elapsed(match, now);
    if (e < 0 || !match.sim) return { phase: 'before' };
    if (match.sport === 'cockfight') return { phase: e >= timing.simFightMinutes ? 'done' : 'live' };
    if (match.sport === 'esports') {
      const timeline = esportsOf(match);
      const played = Math.min(Math.floor(e / timing.simMapMinutes), timeline.maps.length);
      return { phase: played >= timeline.maps.length ? 'done' : 'live', maps: timeline.maps.slice(0, played).map((m) => m.winner) };
    }
    const timeline = footballOf(match);
    const half = timing.simHalfTimeMinutes;
    if (e < 45) return { phase: 'live', football: { ...footballStateAt(timeline, e), period: 'first_half' } };
    if (e < 45 + half) return { phase: 'live', football: { ...footballStateAt(timeline, 45), period: 'half_time' } };
    const minute = Math.min(e - half, 90);
    return {
      phase: minute >= 90 ? 'done' : 'live',
      football: { ...footballStateAt(timeline, minute), period: minute >= 90 ? 'full_time' : 'second_half' },
    };
  }

  /** Every price of the match's markets from where it stands (null: not offered now). */
  function prices(match: MatchRow, state: SimState): { selectionKey: string; oddsMilli: number | null }[] {
    const margin = specOf(match).margin ?? DEFAULT_MARGIN;
    const out: { selectionKey: string; oddsMilli: number | null }[] = [];
    for (const market of marketsOf(match)) {
      let fair: FairSelection<Selection>[];
      if (match.sport === 'cockfight') fair = cockfightFairMarket(specOf(match).cockfight ?? DEFAULT_COCKFIGHT_MODEL);
      else if (match.sport === 'esports') {
        const played = state.phase === 'before' ? [] : (state.maps ?? []);
        // A map already played is off the board (it is settled on the next result).
        if (market.kind === 'map' && market.map <= played.length) continue;
        fair = esportsFairMarket(market, esportsModel(match), played);
      } else {
        const at = state.phase === 'before' ? undefined : state.football;
        const expected = specOf(match).football ?? { home: 1.5, away: 1.15 };
        fair = footballFairMarket(
          market,
          expected,
          at ? { minute: at.minute, score: at.score, ...(at.firstHalfScore ? { firstHalfScore: at.firstHalfScore } : {}) } : undefined,
        );
      }
      for (const priced of priceMarket(fair, margin)) out.push({ selectionKey: priced.key, oddsMilli: priced.oddsMilli });
    }
    return out;
  }

  return {
    marketsOf,
    stateAt,
    prices,
    marketKeys: (match: MatchRow) => marketsOf(match).map(formatMarketKey),

    /** A simulation of a new fixture: a seed and the demo's models (even teams, even maps, the arena's chances), 5 % margin. */
    defaultSpec(sport: Sport, seed: string, overrides: Partial<SimulationSpec> = {}): SimulationSpec {
      const base: SimulationSpec = { seed, margin: DEFAULT_MARGIN };
      if (sport === 'football') base.football = { home: 1.5, away: 1.15 };
      if (sport === 'esports') base.esports = { mapWinProbability: 0.5 };
      if (sport === 'cockfight') base.cockfight = { ...DEFAULT_COCKFIGHT_MODEL };
      return { ...base, ...overrides };
    },

    /** The feed messages that bring the stored match to where its simulation stands at `now` (none before kick-off). */
    messages(match: MatchRow, now: Date): FeedMessage[] {
      if (!match.sim || match.status === 'finished' || match.status === 'cancelled' || match.status === 'postponed') return [];
      const state = stateAt(match, now);
      if (state.phase === 'before') return [];
      const at = now.toISOString();
      const fixtureId = match.feed_ref;
      const out: FeedMessage[] = [];
      if (match.status === 'scheduled') out.push({ type: 'status', fixtureId, at, status: 'live' });
      if (match.sport === 'cockfight') {
        if (match.status === 'scheduled') out.push({ type: 'suspension', fixtureId, at, suspended: true });
        if (state.phase === 'done' && match.result_version < 1) {
          out.push({
            type: 'result',
            fixtureId,
            at,
            version: 1,
            result: simulateCockfight(specOf(match).seed, specOf(match).cockfight ?? DEFAULT_COCKFIGHT_MODEL),
          });
        }
        return out;
      }
      if (match.sport === 'esports') {
        const maps = state.maps ?? [];
        if ((match.detail.maps ?? []).length !== maps.length) {
          out.push({ type: 'score', sport: 'esports', fixtureId, at, maps });
          if (state.phase === 'live') out.push({ type: 'odds', fixtureId, at, prices: prices(match, state) });
        }
        if (state.phase === 'done' && match.result_version < 1)
          out.push({ type: 'result', fixtureId, at, version: 1, result: esportsOf(match).result });
        return out;
      }
      const f = state.football as NonNullable<typeof state.football>;
      if (match.minute !== f.minute || match.period !== f.period) {
        out.push({
          type: 'score',
          sport: 'football',
          fixtureId,
          at,
          minute: f.minute,
          period: f.period,
          score: f.score,
          ...(f.firstHalfScore ? { firstHalfScore: f.firstHalfScore } : {}),
        });
        if (state.phase === 'live') out.push({ type: 'odds', fixtureId, at, prices: prices(match, state) });
      }
      const timeline = footballOf(match);
      if (f.period !== 'first_half' && match.result_version < 1 && state.phase === 'live') {
        out.push({ type: 'result', fixtureId, at, version: 1, result: { sport: 'football', firstHalf: timeline.firstHalf } });
      }
      if (state.phase === 'done' && match.result_version < 2)
        out.push({ type: 'result', fixtureId, at, version: 2, result: timeline.result });
      return out;
    },
  };
}

export type SportsbookSimulation = ReturnType<typeof createSportsbookSimulation>;
