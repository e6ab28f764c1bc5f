import { describe, expect, it } from 'vitest';
import { GAME_TYPES, gameDefinition } from '../games/registry';
import type { GameType } from '../games/types';
import { chiSquareStatistic, chiSquareSurvival } from './chi-square';
import { drawResult } from './draw';

/**
 * 100,000 draws per game type through the real drawResult with a fixed seed; for every position,
 * the counts of each value pass Pearson's chi-square test at p > 0.001, and so do the counts of
 * each (first, second) pair, which would show the positions depending on each other.
 * Deterministic: the seed, game code and numeros are fixed.
 */
const SEED = '6b1d0c5e9a7f3e2d4c8b1a09f7e6d5c4b3a29180f7e6d5c4b3a2918070605040';
const DRAWS = 100_000;

/** The values one position can take. */
function valueRange(gameType: GameType): [number, number] {
  const spec = gameDefinition(gameType).draw;
  switch (spec.kind) {
    case 'digits':
      return [0, 9];
    case 'permutation':
      return [1, spec.size];
    case 'distinct':
      return [1, spec.of];
  }
}

describe('draws are uniform', () => {
  for (const gameType of GAME_TYPES) {
    it(`${gameType}: every position, and the first two together, pass chi-square over ${DRAWS} draws`, () => {
      const [lo, hi] = valueRange(gameType);
      const size = hi - lo + 1;
      const length = drawResult(gameType, SEED, 'SHAPE', '0').length;
      const counts = Array.from({ length }, () => new Array<number>(size).fill(0));
      const pairs = new Array<number>(size * size).fill(0);
      const bump = (cells: number[], cell: number) => {
        cells[cell] = (cells[cell] ?? 0) + 1;
      };
      for (let i = 0; i < DRAWS; i++) {
        const result = drawResult(gameType, SEED, `UNIFORM-${gameType}`, String(i));
        result.forEach((value, position) => {
          bump(counts[position] as number[], value - lo);
        });
        bump(pairs, ((result[0] as number) - lo) * size + (result[1] as number) - lo);
      }
      const pValue = (observed: number[]) => chiSquareSurvival(chiSquareStatistic(observed), observed.length - 1);
      for (const observed of counts) expect(pValue(observed)).toBeGreaterThan(0.001);
      // Digits may repeat; the other kinds never draw the same number twice, so the diagonal is empty.
      const possiblePairs = gameDefinition(gameType).draw.kind === 'digits' ? pairs : pairs.filter((_, cell) => cell % (size + 1) !== 0);
      expect(possiblePairs).toHaveLength(gameDefinition(gameType).draw.kind === 'digits' ? size * size : size * (size - 1));
      expect(pValue(possiblePairs)).toBeGreaterThan(0.001);
    });
  }
});
