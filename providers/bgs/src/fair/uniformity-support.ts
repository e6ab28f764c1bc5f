import { expect } from 'vitest';
import { gameDefinition } from '../games/registry';
import type { GameType } from '../games/types';
import { chiSquareStatistic, chiSquareSurvival } from './chi-square';
import { drawResult } from './draw';

/**
 * 100,000 draws per game type through the real drawResult with a fixed seed; for every position,
 * the counts of each value pass Pearson's chi-square test at p > 0.001, and so do the counts of
 * each (first, second) pair, which would show the positions depending on each other.
 * Deterministic: the seed, game code and numeros are fixed.
 *
 * Numbers of the regional games (draw kind `numbers`) have up to 10^6 values, too many cells for
 * 100,000 draws: a number of more than four digits is counted by its last four digits and by its
 * first four (10^4 cells, 10 expected in each), and a pair by the last two digits of each.
 */

/** The fixed seed of the uniformity tests. */
const SEED = '6b1d0c5e9a7f3e2d4c8b1a09f7e6d5c4b3a29180f7e6d5c4b3a2918070605040';
/** Draws per game type. */
export const UNIFORMITY_DRAWS = 100_000;

/** A game type's check takes 0.5–2 s alone; a busy machine must not fail it on Vitest's 5 s default. */
export const UNIFORMITY_TIMEOUT_MS = 60_000;

/** A way to count one position: `cells` cells, `cell(value)` the one a value falls in. */
type View = { cells: number; cell(value: number): number };

/** The values one position can take, as one view of all of them. */
function valueRange(lo: number, hi: number): View {
  return { cells: hi - lo + 1, cell: (value) => value - lo };
}

/** How each position of a game type is counted, and how the first two are counted together. */
function views(gameType: GameType, length: number): { positions: View[][]; pair: View } {
  const spec = gameDefinition(gameType).draw;
  switch (spec.kind) {
    case 'digits':
      return { positions: Array.from({ length }, () => [valueRange(0, 9)]), pair: valueRange(0, 9) };
    case 'permutation':
      return { positions: Array.from({ length }, () => [valueRange(1, spec.size)]), pair: valueRange(1, spec.size) };
    case 'distinct':
      return { positions: Array.from({ length }, () => [valueRange(1, spec.of)]), pair: valueRange(1, spec.of) };
    case 'numbers':
      return {
        positions: spec.widths.map((width) =>
          width <= 4
            ? [valueRange(0, 10 ** width - 1)]
            : [
                { cells: 10 ** 4, cell: (value: number) => value % 10 ** 4 },
                { cells: 10 ** 4, cell: (value: number) => Math.floor(value / 10 ** (width - 4)) },
              ],
        ),
        pair: { cells: 100, cell: (value) => value % 100 },
      };
  }
}

/** Test helper: draws UNIFORMITY_DRAWS results of a game type and checks every position, and the first two together, with chi-square. */
export function expectUniformDraws(gameType: GameType): void {
  const length = drawResult(gameType, SEED, 'SHAPE', '0').length;
  const { positions, pair } = views(gameType, length);
  expect(positions).toHaveLength(length);
  const counts = positions.map((viewsOf) => viewsOf.map((view) => new Float64Array(view.cells)));
  const size = pair.cells;
  const pairs = new Float64Array(size * size);
  for (let i = 0; i < UNIFORMITY_DRAWS; i++) {
    const result = drawResult(gameType, SEED, `UNIFORM-${gameType}`, String(i));
    for (let position = 0; position < length; position++) {
      const viewsOf = positions[position]!;
      const cells = counts[position]!;
      for (let v = 0; v < viewsOf.length; v++) cells[v]![viewsOf[v]!.cell(result[position] as number)]! += 1;
    }
    pairs[pair.cell(result[0] as number) * size + pair.cell(result[1] as number)]! += 1;
  }
  const pValue = (observed: number[]) => chiSquareSurvival(chiSquareStatistic(observed), observed.length - 1);
  for (const observed of counts.flat()) expect(pValue([...observed])).toBeGreaterThan(0.001);
  // Digits and numbers may repeat; the other kinds never draw the same number twice, so the diagonal is empty.
  const repeats = ['digits', 'numbers'].includes(gameDefinition(gameType).draw.kind);
  const possiblePairs = repeats ? [...pairs] : [...pairs].filter((_, cell) => cell % (size + 1) !== 0);
  expect(possiblePairs).toHaveLength(repeats ? size * size : size * (size - 1));
  expect(pValue(possiblePairs)).toBeGreaterThan(0.001);
}
