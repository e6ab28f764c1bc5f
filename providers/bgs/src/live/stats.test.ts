import { describe, expect, it } from 'vitest';
import { LIVE_GAMES } from './registry';
import { resultStats } from './stats';
import type { ResultSummary } from './types';

const s = (outcome: string, value?: number, pairs: Partial<ResultSummary> = {}): ResultSummary => ({
  outcome,
  label: outcome,
  ...(value === undefined ? {} : { value }),
  ...pairs,
});

describe('resultStats', () => {
  it('counts baccarat outcomes and pairs', () => {
    const stats = resultStats('baccarat', [s('B', 7, { bankerPair: true }), s('P', 8), s('T', 5, { playerPair: true, bankerPair: true })]);
    expect(stats).toEqual({ rounds: 3, B: 1, P: 1, T: 1, bankerPair: 2, playerPair: 1 });
  });

  it('counts dragon tiger', () => {
    expect(resultStats('dragon-tiger', [s('D'), s('X'), s('D')])).toEqual({ rounds: 3, D: 2, T: 0, X: 1 });
  });

  it('counts sic bo, leaving triples out of odd and even', () => {
    const stats = resultStats('sic-bo', [s('S', 7), s('L', 12), s('A', 9)]);
    expect(stats).toMatchObject({
      rounds: 3,
      S: 1,
      L: 1,
      A: 1,
      odd: 1,
      even: 1,
      total_7: 1,
      total_9: 1,
      total_12: 1,
      total_3: 0,
      total_18: 0,
    });
  });

  it('counts roulette; zero counts only as zero', () => {
    const stats = resultStats('roulette', [s('Z', 0), s('R', 1), s('K', 26)]);
    expect(stats).toEqual({
      rounds: 3,
      R: 1,
      K: 1,
      Z: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
      dz_1: 1,
      dz_2: 0,
      dz_3: 1,
      col_1: 1,
      col_2: 1,
      col_3: 0,
    });
  });

  it('counts fan tan, fish prawn crab and se die', () => {
    expect(resultStats('fan-tan', [s('1', 1), s('4', 4), s('3', 3)])).toEqual({ rounds: 3, 1: 1, 2: 0, 3: 1, 4: 1, odd: 2, even: 1 });
    expect(resultStats('fish-prawn-crab', [s('FFC'), s('SGR')])).toEqual({
      rounds: 2,
      fish: 2,
      prawn: 0,
      crab: 1,
      rooster: 1,
      gourd: 1,
      stag: 1,
    });
    expect(resultStats('se-die', [s('E', 2), s('O', 3), s('E', 4)])).toEqual({
      rounds: 3,
      E: 2,
      O: 1,
      red_0: 0,
      red_1: 0,
      red_2: 1,
      red_3: 1,
      red_4: 1,
    });
  });

  it('reads the summaries the games make', () => {
    const roulette = LIVE_GAMES.roulette;
    const stats = resultStats('roulette', [roulette.summary({ number: 32 }), roulette.summary({ number: 0 })]);
    expect(stats).toMatchObject({ R: 1, Z: 1, even: 1, high: 1, dz_3: 1, col_2: 1 });
  });
});
