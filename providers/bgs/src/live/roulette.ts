import { uniformInt } from '../fair/sampling';
import { checkVariant, edgeNumber, LOST, maxReturnOf, memo, pays, unknownSpot, type Weighted } from './spot-maths';
import type { LiveGameDefinition } from './types';

/**
 * European roulette (docs/games/live-maths.md): a single-zero wheel 0–36, the number drawn by
 * uniformInt(37) on the round's stream. Every spot covering n numbers returns 36/n per unit, stake
 * included (straight 35:1 … even chances 1:1), so the house edge of every spot is exactly 1/37.
 *
 * Spot codes (numbers in a code are the covered numbers, ascending):
 * - `s_N` straight N (0–36); `sp_A_B` split of two neighbours (B = A+1 in a row, B = A+3 in a column,
 *   and 0 with 1, 2 or 3); `st_N` street N, N+1, N+2 (N = 1, 4, … 34); `tr_0_1_2`, `tr_0_2_3` trios;
 *   `c_A_B` corner A, A+1, A+3, A+4 named by its diagonal (B = A+4); `ff` first four 0–3;
 *   `l_N` six line N … N+5 (N = 1, 4, … 31);
 * - `col_1` … `col_3` columns (col_1 = 1, 4, … 34), `dz_1` … `dz_3` dozens, `red`, `black`, `odd`,
 *   `even`, `low` (1–18), `high` (19–36). Zero loses all outside bets.
 */
export type RouletteResult = { number: number };

export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

const range = (from: number, to: number, step = 1): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

function buildSpots(): Map<string, readonly number[]> {
  const spots = new Map<string, readonly number[]>();
  for (const n of range(0, 36)) spots.set(`s_${n}`, [n]);
  for (const z of [1, 2, 3]) spots.set(`sp_0_${z}`, [0, z]);
  for (const a of range(1, 36)) {
    if (a % 3 !== 0) spots.set(`sp_${a}_${a + 1}`, [a, a + 1]);
    if (a <= 33) spots.set(`sp_${a}_${a + 3}`, [a, a + 3]);
  }
  for (const n of range(1, 34, 3)) spots.set(`st_${n}`, [n, n + 1, n + 2]);
  spots.set('tr_0_1_2', [0, 1, 2]);
  spots.set('tr_0_2_3', [0, 2, 3]);
  for (const a of range(1, 32)) if (a % 3 !== 0) spots.set(`c_${a}_${a + 4}`, [a, a + 1, a + 3, a + 4]);
  spots.set('ff', [0, 1, 2, 3]);
  for (const n of range(1, 31, 3)) spots.set(`l_${n}`, range(n, n + 5));
  for (const c of [1, 2, 3]) spots.set(`col_${c}`, range(c, 36, 3));
  for (const d of [1, 2, 3]) spots.set(`dz_${d}`, range(12 * d - 11, 12 * d));
  const all = range(1, 36);
  spots.set(
    'red',
    all.filter((n) => RED_NUMBERS.has(n)),
  );
  spots.set(
    'black',
    all.filter((n) => !RED_NUMBERS.has(n)),
  );
  spots.set(
    'odd',
    all.filter((n) => n % 2 === 1),
  );
  spots.set(
    'even',
    all.filter((n) => n % 2 === 0),
  );
  spots.set('low', range(1, 18));
  spots.set('high', range(19, 36));
  return spots;
}

/** Every spot with the numbers it covers. */
export const ROULETTE_SPOTS: ReadonlyMap<string, readonly number[]> = buildSpots();
const SPOT_CODES = [...ROULETTE_SPOTS.keys()];
const VARIANTS = ['standard'] as const;
const WHEEL: Weighted<RouletteResult>[] = range(0, 36).map((number) => ({ result: { number }, weight: 1n }));

function covered(spot: string): readonly number[] {
  const numbers = ROULETTE_SPOTS.get(spot);
  if (!numbers) throw unknownSpot('roulette', spot);
  return numbers;
}

function settle(spot: string, result: RouletteResult) {
  const numbers = covered(spot);
  return numbers.includes(result.number) ? pays(36n / BigInt(numbers.length)) : LOST;
}

export const roulette: LiveGameDefinition<RouletteResult> = {
  code: 'roulette',
  shoe: null,
  roundsPerSeed: 1000,
  variants: VARIANTS,
  spots(variant) {
    checkVariant('roulette', VARIANTS, variant);
    return SPOT_CODES;
  },
  deal(source) {
    if (source.kind !== 'stream') throw new RangeError('roulette deals from a stream');
    return { result: { number: uniformInt(source.stream, 37) }, used: 0 };
  },
  settle: (spot, result) => settle(spot, result),
  houseEdge: memo((spot) => edgeNumber(WHEEL, (r) => settle(spot, r))),
  maxReturn: memo((spot) => maxReturnOf(WHEEL, (r) => settle(spot, r))),
  summary({ number }) {
    const outcome = number === 0 ? 'Z' : RED_NUMBERS.has(number) ? 'R' : 'K';
    return { outcome, label: String(number), value: number };
  },
};
