import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseMarketKey, parseSelectionKey } from '../markets/keys';
import { settleSelection } from '../markets/settle';
import { footballFairMarket } from '../pricing/football';
import { simulateCockfight } from './cockfight';
import { simulateEsports } from './esports';
import { footballStateAt, simulateFootball } from './football';
import { poissonDraw, seededRandom } from './seeded';

const expected = { home: 1.5, away: 1.1 };
const seeds = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i}`);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('the seeded stream', () => {
  it('is HMAC-SHA256(seed, "label:block"), 8 bytes a number, top 53 bits over 2^53', () => {
    const block = createHmac('sha256', 'demo-seed').update('football:0').digest();
    const first = Number(block.readBigUInt64BE(0) >> 11n) / 2 ** 53;
    const fifth = Number(createHmac('sha256', 'demo-seed').update('football:1').digest().readBigUInt64BE(0) >> 11n) / 2 ** 53;
    const random = seededRandom('demo-seed', 'football');
    const values = Array.from({ length: 5 }, () => random.next());
    expect(values[0]).toBe(first);
    expect(values[4]).toBe(fifth);
    for (const v of values) expect(v >= 0 && v < 1).toBe(true);
    expect(() => seededRandom('', 'football')).toThrow(RangeError);
    expect(() => seededRandom('seed', 'a:b')).toThrow(RangeError);
  });

  it('draws Poisson counts by their distribution', () => {
    expect(poissonDraw({ next: () => 0 }, 1)).toBe(0);
    expect(poissonDraw({ next: () => Math.exp(-1) - 1e-12 }, 1)).toBe(0);
    expect(poissonDraw({ next: () => Math.exp(-1) + 1e-12 }, 1)).toBe(1);
    expect(poissonDraw({ next: () => 0.999999 }, 0)).toBe(0);
  });
});

describe('the football simulator', () => {
  it('replays the same match from the same seed, and different ones from different seeds', () => {
    expect(simulateFootball('match-1', expected)).toEqual(simulateFootball('match-1', expected));
    const results = new Set(seeds('differ', 20).map((seed) => JSON.stringify(simulateFootball(seed, expected).minutes)));
    expect(results.size).toBeGreaterThan(10);
  });

  it('plays 90 minutes with half-time after 45, and a result that settles', () => {
    const match = simulateFootball('shape', { home: 3, away: 2 });
    expect(match.minutes.map((m) => m.minute)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    expect(match.minutes[44]?.half).toBe(1);
    expect(match.minutes[45]?.half).toBe(2);
    expect(match.firstHalf).toEqual(match.minutes[44]?.score);
    expect(match.fullTime).toEqual(match.minutes[89]?.score);
    const goals = match.minutes.flatMap((m) => m.goals);
    expect(goals.filter((g) => g === 'home').length).toBe(match.fullTime.home);
    expect(goals.filter((g) => g === 'away').length).toBe(match.fullTime.away);
    expect(settleSelection(parseSelectionKey('fh_1x2:draw'), match.result)).toBe(
      match.firstHalf.home === match.firstHalf.away ? 'win' : 'lose',
    );
    // Its state at any minute is one in-play pricing takes.
    for (const minute of [0, 30, 45, 46, 89, 90])
      expect(() => footballFairMarket(parseMarketKey('1x2'), expected, footballStateAt(match, minute))).not.toThrow();
    expect(footballStateAt(match, 60).firstHalfScore).toEqual(match.firstHalf);
  });

  it('scores about the expected goals over 300 seeded matches', () => {
    const matches = seeds('goals', 300).map((seed) => simulateFootball(seed, expected));
    // Standard errors are about 0.07 (home), 0.06 (away) and 0.05 (first half): the bounds are over 4 of them.
    expect(Math.abs(mean(matches.map((m) => m.fullTime.home)) - 1.5)).toBeLessThan(0.3);
    expect(Math.abs(mean(matches.map((m) => m.fullTime.away)) - 1.1)).toBeLessThan(0.25);
    expect(Math.abs(mean(matches.map((m) => m.firstHalf.home + m.firstHalf.away)) - 1.3)).toBeLessThan(0.25);
  });
});

describe('the esports and cockfight simulators', () => {
  it('replay a series from its seed and play only the maps it needs', () => {
    const model = { bestOf: 5, mapWinProbability: 0.55 } as const;
    expect(simulateEsports('series-1', model)).toEqual(simulateEsports('series-1', model));
    for (const seed of seeds('series', 30)) {
      const { maps, result } = simulateEsports(seed, model);
      expect(maps.length).toBeGreaterThanOrEqual(3);
      expect(maps.length).toBeLessThanOrEqual(5);
      const last = maps.at(-1)!;
      expect(Math.max(last.score.home, last.score.away)).toBe(3);
      expect(settleSelection(parseSelectionKey(`mw:${last.winner}`), result)).toBe('win');
    }
  });

  it('win series and fights about as often as the chances say over 300 seeds', () => {
    const bo3 = { bestOf: 3, mapWinProbability: 0.6 } as const;
    const homeSeries = seeds('bo3', 300).filter((seed) => simulateEsports(seed, bo3).maps.at(-1)?.winner === 'home').length / 300;
    expect(Math.abs(homeSeries - 0.648)).toBeLessThan(0.11); // standard error 0.028
    const fights = seeds('fight', 300).map((seed) => simulateCockfight(seed).outcome);
    expect(simulateCockfight('fight-0')).toEqual(simulateCockfight('fight-0'));
    expect(Math.abs(fights.filter((o) => o === 'draw').length / 300 - 0.1)).toBeLessThan(0.07); // standard error 0.017
    expect(Math.abs(fights.filter((o) => o === 'meron').length / 300 - 0.45)).toBeLessThan(0.12);
  });
});
