import { describe, expect, it } from 'vitest';
import { parseSelectionKey } from './keys';
import type { FootballResult } from './results';
import { settleSelection } from './settle';
import type { Outcome } from './types';

/** A finished match: full time h–a, and a first half (0–0 unless given). */
function ft(home: number, away: number, firstHalf = { home: 0, away: 0 }): FootballResult {
  return { sport: 'football', fullTime: { home, away }, firstHalf };
}
const settle = (key: string, result: FootballResult) => settleSelection(parseSelectionKey(key), result);

/** [key, full-time home, away, outcome]: each case worked by hand. */
type Case = [string, number, number, Outcome];
const check = (cases: Case[]) => {
  for (const [key, home, away, outcome] of cases) expect(settle(key, ft(home, away)), `${key} at ${home}-${away}`).toBe(outcome);
};

describe('football settlement', () => {
  it('1X2', () => {
    check([
      ['1x2:home', 2, 1, 'win'],
      ['1x2:draw', 2, 1, 'lose'],
      ['1x2:away', 2, 1, 'lose'],
      ['1x2:draw', 1, 1, 'win'],
      ['1x2:home', 0, 0, 'lose'],
      ['1x2:away', 0, 3, 'win'],
    ]);
  });

  it('Asian handicap on whole and half lines', () => {
    check([
      ['ah:0:home', 0, 0, 'push'], // level ball: draw refunds
      ['ah:0:away', 1, 1, 'push'],
      ['ah:0:home', 1, 0, 'win'],
      ['ah:-0.5:home', 1, 0, 'win'],
      ['ah:-0.5:home', 0, 0, 'lose'],
      ['ah:-0.5:away', 0, 0, 'win'], // away +0.5
      ['ah:-1:home', 1, 0, 'push'],
      ['ah:-1:away', 1, 0, 'push'],
      ['ah:-1:home', 2, 0, 'win'],
      ['ah:-1:home', 0, 0, 'lose'],
      ['ah:1.5:home', 0, 1, 'win'], // home +1.5 losing by one
      ['ah:1.5:away', 0, 2, 'win'],
      ['ah:-2:home', 3, 1, 'push'],
    ]);
  });

  it('Asian handicap on quarter lines: half the stake on each neighbouring line', () => {
    check([
      // −0.25 = half on 0, half on −0.5
      ['ah:-0.25:home', 0, 0, 'half_loss'], // push + lose
      ['ah:-0.25:away', 0, 0, 'half_win'], // away +0.25: push + win
      ['ah:-0.25:home', 1, 0, 'win'],
      ['ah:-0.25:home', 0, 1, 'lose'],
      // −0.75 = half on −0.5, half on −1
      ['ah:-0.75:home', 1, 0, 'half_win'], // win + push
      ['ah:-0.75:away', 1, 0, 'half_loss'],
      ['ah:-0.75:home', 2, 0, 'win'],
      ['ah:-0.75:home', 1, 1, 'lose'],
      ['ah:-0.75:away', 1, 1, 'win'],
      // +0.25 = half on 0, half on +0.5
      ['ah:0.25:home', 0, 0, 'half_win'],
      ['ah:0.25:home', 0, 1, 'lose'],
      // −1.25 = half on −1, half on −1.5
      ['ah:-1.25:home', 1, 0, 'half_loss'],
      ['ah:-1.25:home', 2, 0, 'win'],
      ['ah:-1.25:away', 1, 0, 'half_win'],
      // −1.75 = half on −1.5, half on −2
      ['ah:-1.75:home', 2, 0, 'half_win'],
      ['ah:-1.75:home', 1, 0, 'lose'],
      ['ah:-1.75:away', 2, 0, 'half_loss'],
      // +1.75 = half on +1.5, half on +2
      ['ah:1.75:home', 0, 2, 'half_loss'], // lose + push
      ['ah:1.75:home', 0, 1, 'win'],
      // −2.25 = half on −2, half on −2.5
      ['ah:-2.25:home', 3, 1, 'half_loss'],
      ['ah:-2.25:home', 4, 1, 'win'],
    ]);
  });

  it('over/under on whole, half and quarter lines', () => {
    check([
      ['ou:2.5:over', 2, 1, 'win'],
      ['ou:2.5:under', 2, 1, 'lose'],
      ['ou:2.5:over', 1, 1, 'lose'],
      ['ou:2:over', 1, 1, 'push'],
      ['ou:2:under', 2, 0, 'push'],
      ['ou:3:under', 1, 1, 'win'],
      // 2.75 = half on 2.5, half on 3
      ['ou:2.75:over', 2, 1, 'half_win'], // win + push
      ['ou:2.75:under', 2, 1, 'half_loss'],
      ['ou:2.75:over', 2, 2, 'win'],
      ['ou:2.75:over', 1, 1, 'lose'],
      ['ou:2.75:under', 1, 1, 'win'],
      // 2.25 = half on 2, half on 2.5
      ['ou:2.25:over', 1, 1, 'half_loss'], // push + lose
      ['ou:2.25:under', 1, 1, 'half_win'],
      ['ou:2.25:over', 3, 0, 'win'],
      // 0.25 = half on 0, half on 0.5
      ['ou:0.25:over', 0, 0, 'half_loss'],
      ['ou:0.25:under', 0, 0, 'half_win'],
      ['ou:0.25:over', 0, 1, 'win'],
      // 3.25 = half on 3, half on 3.5
      ['ou:3.25:over', 2, 1, 'half_loss'],
      ['ou:3.25:under', 3, 0, 'half_win'],
    ]);
  });

  it('odd/even and correct score', () => {
    check([
      ['oe:even', 0, 0, 'win'],
      ['oe:odd', 0, 0, 'lose'],
      ['oe:odd', 2, 1, 'win'],
      ['oe:even', 3, 3, 'win'],
      ['cs:2-1', 2, 1, 'win'],
      ['cs:1-2', 2, 1, 'lose'],
      ['cs:0-0', 0, 0, 'win'],
      ['cs:4-4', 4, 4, 'win'],
      ['cs:other', 4, 4, 'lose'],
      ['cs:other', 5, 0, 'win'],
      ['cs:other', 0, 5, 'win'],
      ['cs:other', 2, 1, 'lose'],
    ]);
  });

  it('first-half markets on the first-half score only', () => {
    const result = ft(3, 0, { home: 0, away: 0 });
    expect(settle('fh_1x2:draw', result)).toBe('win');
    expect(settle('fh_1x2:home', result)).toBe('lose');
    expect(settle('fh_ah:-0.25:home', result)).toBe('half_loss');
    expect(settle('fh_ou:0.5:under', result)).toBe('win');
    const oneNil = ft(1, 2, { home: 1, away: 0 });
    expect(settle('fh_1x2:home', oneNil)).toBe('win');
    expect(settle('fh_ou:0.75:over', oneNil)).toBe('half_win');
    expect(settle('fh_ah:-0.75:home', oneNil)).toBe('half_win');
    expect(settle('fh_ah:-1:away', oneNil)).toBe('push');
    expect(settle('1x2:away', oneNil)).toBe('win');
  });

  it('settles the first half at half-time and leaves the full-time markets open', () => {
    const halfTime: FootballResult = { sport: 'football', firstHalf: { home: 1, away: 1 } };
    expect(settle('fh_1x2:draw', halfTime)).toBe('win');
    expect(() => settle('1x2:draw', halfTime)).toThrow(/result_incomplete/);
    expect(() => settle('cs:1-1', halfTime)).toThrow(/result_incomplete/);
    const noFirstHalf: FootballResult = { sport: 'football', fullTime: { home: 1, away: 0 } };
    expect(settle('1x2:home', noFirstHalf)).toBe('win');
    expect(() => settle('fh_ou:0.5:over', noFirstHalf)).toThrow(/result_incomplete/);
  });

  it('voids only the parts an abandoned match did not complete', () => {
    const abandoned: FootballResult = { sport: 'football', abandoned: true, firstHalf: { home: 0, away: 1 } };
    expect(settle('fh_1x2:away', abandoned)).toBe('win');
    expect(settle('fh_ah:0.25:home', abandoned)).toBe('lose');
    for (const key of ['1x2:away', 'ah:-0.75:home', 'ou:2.5:over', 'oe:odd', 'cs:0-1', 'cs:other'])
      expect(settle(key, abandoned)).toBe('void');
    const early: FootballResult = { sport: 'football', abandoned: true };
    expect(settle('fh_1x2:draw', early)).toBe('void');
    expect(settle('1x2:draw', early)).toBe('void');
  });

  it('refuses an inconsistent result or one of another sport', () => {
    expect(() => settle('1x2:home', { sport: 'football', abandoned: true, fullTime: { home: 1, away: 0 } })).toThrow(/result_invalid/);
    expect(() => settle('1x2:home', ft(1, 0, { home: 2, away: 0 }))).toThrow(/result_invalid/);
    expect(() => settleSelection(parseSelectionKey('1x2:home'), { sport: 'cockfight', outcome: 'meron' })).toThrow(/wrong_sport/);
    expect(() => settleSelection(parseSelectionKey('cf:meron'), ft(1, 0))).toThrow(/wrong_sport/);
  });
});
