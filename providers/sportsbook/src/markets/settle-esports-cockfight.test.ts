import { describe, expect, it } from 'vitest';
import { parseSelectionKey } from './keys';
import { type EsportsResult, matchResultSchema } from './results';
import { settleSelection } from './settle';
import type { BestOf, Side } from './types';

const series = (bestOf: BestOf, maps: string, abandoned?: boolean): EsportsResult => ({
  sport: 'esports',
  bestOf,
  maps: [...maps].map((m): Side => (m === 'h' ? 'home' : 'away')),
  ...(abandoned ? { abandoned } : {}),
});
const settle = (key: string, result: EsportsResult) => settleSelection(parseSelectionKey(key), result);

describe('esports settlement', () => {
  it('settles a best-of-3 won 2–1', () => {
    const result = series(3, 'hah');
    expect(settle('mw:home', result)).toBe('win');
    expect(settle('mw:away', result)).toBe('lose');
    expect(settle('mh:-1.5:home', result)).toBe('lose'); // won by one map
    expect(settle('mh:-1.5:away', result)).toBe('win'); // away +1.5
    expect(settle('mh:-1:home', result)).toBe('push');
    expect(settle('mh:-0.5:home', result)).toBe('win');
    expect(settle('tm:2.5:over', result)).toBe('win');
    expect(settle('tm:2.5:under', result)).toBe('lose');
    expect(settle('tm:3:over', result)).toBe('push');
    expect(settle('map:1:home', result)).toBe('win');
    expect(settle('map:2:home', result)).toBe('lose');
    expect(settle('map:3:home', result)).toBe('win');
  });

  it('voids the maps a finished series never played', () => {
    const result = series(3, 'hh');
    expect(settle('mh:-1.5:home', result)).toBe('win');
    expect(settle('tm:2.5:under', result)).toBe('win');
    expect(settle('map:3:home', result)).toBe('void');
    expect(settle('map:3:away', result)).toBe('void');
    expect(settle('map:5:away', result)).toBe('void');
  });

  it('settles best-of-5 and best-of-1', () => {
    const five = series(5, 'aaha');
    expect(settle('mw:away', five)).toBe('win');
    expect(settle('mh:1.5:home', five)).toBe('lose'); // lost by two maps
    expect(settle('mh:2.5:home', five)).toBe('win');
    expect(settle('tm:3.5:over', five)).toBe('win');
    expect(settle('tm:4.5:over', five)).toBe('lose');
    expect(settle('map:4:away', five)).toBe('win');
    expect(settle('map:5:away', five)).toBe('void');
    const one = series(1, 'a');
    expect(settle('mw:away', one)).toBe('win');
    expect(settle('map:1:home', one)).toBe('lose');
    expect(settle('map:2:home', one)).toBe('void');
  });

  it('settles the maps played of a series still on, and refuses the rest', () => {
    const result = series(3, 'h');
    expect(settle('map:1:home', result)).toBe('win');
    expect(() => settle('map:2:home', result)).toThrow(/result_incomplete/);
    expect(() => settle('mw:home', result)).toThrow(/result_incomplete/);
    expect(() => settle('tm:2.5:over', result)).toThrow(/result_incomplete/);
  });

  it('voids the series markets of an abandoned series and the maps it did not play', () => {
    const result = series(5, 'hah', true);
    expect(settle('map:3:home', result)).toBe('win');
    expect(settle('map:4:home', result)).toBe('void');
    for (const key of ['mw:home', 'mh:-1.5:home', 'tm:3.5:over']) expect(settle(key, result)).toBe('void');
  });

  it('refuses a series with maps after it was won, or an abandoned one that was won', () => {
    expect(() => settle('mw:home', series(3, 'hha'))).toThrow(/result_invalid/);
    expect(() => settle('mw:home', series(3, 'hh', true))).toThrow(/result_invalid/);
    expect(() => settle('mw:home', series(1, 'ha'))).toThrow(/result_invalid/);
  });
});

describe('cockfight settlement', () => {
  const cases = [
    ['meron', ['win', 'lose', 'lose']],
    ['wala', ['lose', 'win', 'lose']],
    ['draw', ['push', 'push', 'win']],
    ['cancelled', ['void', 'void', 'void']],
  ] as const;
  it.each(cases)('a fight ending %s settles meron, wala and draw as %j', (outcome, expected) => {
    const result = { sport: 'cockfight', outcome } as const;
    expect(['cf:meron', 'cf:wala', 'cf:draw'].map((key) => settleSelection(parseSelectionKey(key), result))).toEqual(expected);
  });
});

describe('the result schema', () => {
  it('reads results of every sport and refuses inconsistent ones', () => {
    expect(matchResultSchema.parse({ sport: 'football', fullTime: { home: 2, away: 1 }, firstHalf: { home: 1, away: 1 } })).toEqual({
      sport: 'football',
      fullTime: { home: 2, away: 1 },
      firstHalf: { home: 1, away: 1 },
    });
    expect(matchResultSchema.safeParse({ sport: 'esports', bestOf: 3, maps: ['home', 'away', 'away'] }).success).toBe(true);
    expect(matchResultSchema.safeParse({ sport: 'cockfight', outcome: 'cancelled' }).success).toBe(true);
    const bad = [
      { sport: 'football', fullTime: { home: -1, away: 0 } },
      { sport: 'football', fullTime: { home: 1.5, away: 0 } },
      { sport: 'football', fullTime: { home: 1, away: 0 }, firstHalf: { home: 0, away: 1 } },
      { sport: 'football', abandoned: true, fullTime: { home: 1, away: 0 } },
      { sport: 'esports', bestOf: 2, maps: [] },
      { sport: 'esports', bestOf: 3, maps: ['home', 'home', 'away'] },
      { sport: 'cockfight', outcome: 'home' },
      { sport: 'tennis' },
      null,
    ];
    for (const value of bad) expect(matchResultSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });
});
