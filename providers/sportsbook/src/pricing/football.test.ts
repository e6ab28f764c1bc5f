import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMarketKey, parseSelectionKey } from '../markets/keys';
import type { FootballSelection, Market } from '../markets/types';
import { type FootballState, footballFairMarket, footballOutcomes, KICK_OFF } from './football';
import { overround } from './margin';
import { priceProbability } from './outcomes';
import { priceMarket } from './prices';

const expected = { home: 1.5, away: 1.1 };
const outcomesOf = (key: string, state: FootballState = KICK_OFF, goals = expected) =>
  footballOutcomes(parseSelectionKey(key) as FootballSelection, goals, state);
const chance = (key: string, state?: FootballState) => priceProbability(outcomesOf(key, state));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const lines = (kind: 'ah' | 'fh_ah' | 'ou' | 'fh_ou', from: number, to: number): Market[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ kind, lineQuarters: from + i }));
const MARKETS: Market[] = [
  ...['1x2', 'fh_1x2', 'oe', 'cs'].map((key) => parseMarketKey(key)),
  ...lines('ah', -12, 12),
  ...lines('fh_ah', -6, 6),
  ...lines('ou', 1, 20),
  ...lines('fh_ou', 1, 8),
];
const STATES: FootballState[] = [
  KICK_OFF,
  { minute: 30, score: { home: 1, away: 0 } },
  { minute: 45, score: { home: 0, away: 2 } },
  { minute: 70, score: { home: 1, away: 1 }, firstHalfScore: { home: 1, away: 0 } },
];

describe('the football goal model', () => {
  it('gives chances that sum to 1 in every market, pre-match and in-play', () => {
    for (const state of STATES) {
      for (const market of MARKETS) {
        const fair = footballFairMarket(market, expected, state);
        for (const { outcomes } of fair) expect(sum(Object.values(outcomes))).toBeCloseTo(1, 12);
        // A first-half line market already decided as a push at minute 70 has nothing to price.
        const open = fair.some(({ probability }) => probability > 0);
        if (open) expect(sum(fair.map(({ probability }) => probability)), JSON.stringify([market, state])).toBeCloseTo(1, 12);
      }
    }
  });

  it('matches closed forms of the Poisson model', () => {
    // The total of two independent Poisson counts is Poisson(1.5 + 1.1).
    expect(chance('ou:0.5:over')).toBeCloseTo(1 - Math.exp(-2.6), 12);
    expect(chance('oe:even')).toBeCloseTo((1 + Math.exp(-5.2)) / 2, 12);
    expect(chance('fh_ou:0.5:under')).toBeCloseTo(Math.exp(-1.3), 12);
    expect(chance('cs:0-0')).toBeCloseTo(Math.exp(-2.6), 12);
    expect(chance('cs:2-1')).toBeCloseTo(((Math.exp(-1.5) * 1.5 ** 2) / 2) * Math.exp(-1.1) * 1.1, 12);
    // At half-time 1–0: 45 minutes left, so Poisson(1.3) more goals.
    const halfTime = { minute: 45, score: { home: 1, away: 0 } };
    expect(chance('ou:1.5:over', halfTime)).toBeCloseTo(1 - Math.exp(-1.3), 12);
    expect(chance('fh_1x2:home', halfTime)).toBe(1);
    // A whole line's push drops out: P(home by 2+) / (P(home by 2+) + P(home by 0 or less)).
    const byOne = outcomesOf('ah:-1:home').push;
    expect(chance('ah:-1:home')).toBeCloseTo(outcomesOf('ah:-1:home').win / (1 - byOne), 12);
    expect(chance('ah:-0.5:home')).toBeCloseTo(chance('1x2:home'), 12);
  });

  it('prices a quarter line as the average of its halves’ outcomes', () => {
    const pairs: [string, string, string][] = [
      ['ah:-0.25:home', 'ah:0:home', 'ah:-0.5:home'],
      ['ah:-0.75:home', 'ah:-0.5:home', 'ah:-1:home'],
      ['ah:-0.75:away', 'ah:-0.5:away', 'ah:-1:away'],
      ['ah:1.25:away', 'ah:1:away', 'ah:1.5:away'],
      ['ou:2.25:over', 'ou:2:over', 'ou:2.5:over'],
      ['ou:2.75:under', 'ou:2.5:under', 'ou:3:under'],
      ['fh_ou:0.75:over', 'fh_ou:0.5:over', 'fh_ou:1:over'],
      ['fh_ah:0.25:home', 'fh_ah:0:home', 'fh_ah:0.5:home'],
    ];
    for (const state of STATES.slice(0, 2)) {
      for (const [quarter, low, high] of pairs) {
        const [q, a, b] = [outcomesOf(quarter, state), outcomesOf(low, state), outcomesOf(high, state)];
        const average = {
          win: (a.win + b.win) / 2,
          lose: (a.lose + b.lose) / 2,
          push: (a.push + b.push) / 2,
          half_win: 0,
          half_loss: 0,
          void: 0,
        };
        expect(priceProbability(q), quarter).toBeCloseTo(priceProbability(average), 12);
        expect(q.win + q.half_win / 2, quarter).toBeCloseTo(average.win, 12);
        expect(q.lose + q.half_loss / 2, quarter).toBeCloseTo(average.lose, 12);
      }
    }
  });

  it('makes the overround of each open market the margin, plus at most the rounding down to 0.01 (property)', () => {
    const goalsArb = fc.record({ home: fc.double({ min: 0.4, max: 3, noNaN: true }), away: fc.double({ min: 0.4, max: 3, noNaN: true }) });
    const marketArb = fc.constantFrom(
      ...['1x2', 'fh_1x2', 'oe', 'ah:-0.75', 'ah:0', 'ah:0.5', 'ou:2.5', 'ou:2.25', 'fh_ou:1', 'fh_ah:-0.25'].map(parseMarketKey),
    );
    fc.assert(
      fc.property(goalsArb, marketArb, fc.double({ min: 0, max: 0.15, noNaN: true }), (goals, market, margin) => {
        const priced = priceMarket(footballFairMarket(market, goals), margin);
        const odds = priced.map(({ oddsMilli }) => oddsMilli);
        if (odds.some((o) => o === null || o >= 1_000_000)) return;
        const prices = odds as number[];
        for (const o of prices) expect(o % 10).toBe(0);
        const rounding = sum(prices.map((o) => 1e4 / (o * o)));
        expect(overround(prices)).toBeGreaterThanOrEqual(margin - 1e-9);
        expect(overround(prices)).toBeLessThanOrEqual(margin + rounding + 1e-9);
      }),
      { numRuns: 150 },
    );
  });

  it('prices a 5 % book by hand and leaves decided selections unpriced', () => {
    const oneX2 = priceMarket(footballFairMarket(parseMarketKey('1x2'), expected), 0.05);
    for (const { probability, oddsMilli } of oneX2) expect(oddsMilli).toBe(Math.floor(100 / (probability * 1.05)) * 10);
    const late = { minute: 80, score: { home: 2, away: 0 }, firstHalfScore: { home: 1, away: 0 } };
    const scores = priceMarket(footballFairMarket(parseMarketKey('cs'), expected, late), 0.05);
    expect(scores.find(({ key }) => key === 'cs:0-0')?.oddsMilli).toBeNull();
    expect(scores.find(({ key }) => key === 'cs:2-0')?.oddsMilli).toBeGreaterThan(1010);
    const firstHalf = priceMarket(footballFairMarket(parseMarketKey('fh_1x2'), expected, late), 0.05);
    expect(firstHalf.map(({ oddsMilli }) => oddsMilli)).toEqual([null, null, null]); // decided: home won it
    expect(firstHalf.map(({ probability }) => probability)).toEqual([1, 0, 0]);
  });

  it('refuses a state it cannot price from', () => {
    const at = (state: FootballState) => () => footballFairMarket(parseMarketKey('1x2'), expected, state);
    expect(at({ minute: 91, score: { home: 0, away: 0 } })).toThrow(/pricing_state_invalid/);
    expect(at({ minute: 12.5, score: { home: 0, away: 0 } })).toThrow(/pricing_state_invalid/);
    expect(at({ minute: 50, score: { home: 0, away: 0 } })).toThrow(/past half-time/);
    expect(at({ minute: 50, score: { home: 0, away: 0 }, firstHalfScore: { home: 1, away: 0 } })).toThrow(/pricing_state_invalid/);
    expect(() => footballFairMarket(parseMarketKey('mw'), expected)).toThrow(/wrong_sport/);
  });
});
