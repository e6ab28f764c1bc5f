import { z } from 'zod';
import { choose } from '../combinatorics';
import { uniformInt } from '../fair/sampling';
import { add, mul, type Rational, ratio, toNumber } from '../rational';
import { hundredthsRatio, winAt } from './pay';
import type { InstantGameDefinition } from './types';

const bigChoose = (n: number, k: number): bigint => BigInt(choose(n, k));

/**
 * Plinko: a ball falls through `rows` rows of pegs (8 to 16); at each row uniformInt(2) sends it
 * left (0) or right (1). It lands in slot k = the number of rights (0 … rows), so slot k has the
 * binomial chance C(rows, k) / 2^rows. Each slot pays the multiplier of the table for the rows and
 * risk; the tables are symmetric and listed here from the edge slot to the middle one. The exact RTP
 * of every table is Σ C(rows, k) × m_k / 2^rows (docs/games/originals.md lists them; 98.9–99.2 %).
 */

export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

/** Multipliers in hundredths, from the edge slot (0) to the middle slot (rows / 2). */
const HALF_TABLES: Record<PlinkoRisk, Record<number, readonly number[]>> = {
  low: {
    8: [560, 210, 110, 100, 50],
    9: [560, 200, 160, 100, 70],
    10: [890, 300, 140, 110, 100, 50],
    11: [840, 300, 190, 130, 100, 70],
    12: [1000, 300, 160, 140, 110, 100, 50],
    13: [810, 400, 300, 190, 120, 90, 70],
    14: [710, 400, 190, 140, 130, 110, 100, 50],
    15: [1500, 800, 300, 200, 150, 110, 100, 70],
    16: [1600, 900, 200, 140, 140, 120, 110, 100, 50],
  },
  medium: {
    8: [1300, 300, 130, 70, 40],
    9: [1800, 400, 170, 90, 50],
    10: [2200, 500, 200, 140, 60, 40],
    11: [2400, 600, 300, 180, 70, 50],
    12: [3300, 1100, 400, 200, 110, 60, 30],
    13: [4300, 1300, 600, 300, 130, 70, 40],
    14: [5800, 1500, 700, 400, 190, 100, 50, 20],
    15: [8800, 1800, 1100, 500, 300, 130, 50, 30],
    16: [11000, 4100, 1000, 500, 300, 150, 100, 50, 30],
  },
  high: {
    8: [2900, 400, 150, 30, 20],
    9: [4300, 700, 200, 60, 20],
    10: [7600, 1000, 300, 90, 30, 20],
    11: [12000, 1400, 520, 140, 40, 20],
    12: [17000, 2400, 810, 200, 70, 20, 20],
    13: [26000, 3700, 1100, 400, 100, 20, 20],
    14: [42000, 5600, 1800, 500, 190, 30, 20, 20],
    15: [62000, 8300, 2700, 800, 300, 50, 20, 20],
    16: [100000, 13000, 2600, 900, 400, 200, 20, 20, 20],
  },
};

export const plinkoParams = z.strictObject({
  rows: z.number().int().min(PLINKO_MIN_ROWS).max(PLINKO_MAX_ROWS),
  risk: z.enum(PLINKO_RISKS),
});
export type PlinkoParams = z.infer<typeof plinkoParams>;

/** The multipliers (hundredths) of slots 0 … rows. */
export function plinkoTable({ rows, risk }: PlinkoParams): number[] {
  const half = HALF_TABLES[risk][rows];
  if (!half) throw new RangeError(`no plinko table for ${rows} rows`);
  return Array.from({ length: rows + 1 }, (_, k) => half[Math.min(k, rows - k)] as number);
}

/** The chance of slot k: C(rows, k) / 2^rows. */
export function plinkoSlotChance(rows: number, k: number): Rational {
  return ratio(bigChoose(rows, k), 1n << BigInt(rows));
}

/** Σ C(rows, k) / 2^rows × m_k. */
export function plinkoRtp(params: PlinkoParams): Rational {
  return plinkoTable(params).reduce<Rational>((sum, m, k) => add(sum, mul(plinkoSlotChance(params.rows, k), hundredthsRatio(m))), ratio(0));
}

export type PlinkoView = { rows: number; risk: PlinkoRisk; path: number[]; slot: number; multiplier: number };
type PlinkoState = { path: number[] };

export const plinko: InstantGameDefinition<PlinkoParams, never, PlinkoState, PlinkoView> = {
  code: 'plinko',
  family: 'original',
  kind: 'single',
  params: plinkoParams,
  rtp: (params) => toNumber(plinkoRtp(params)),
  maxMultiplier: (params) => Math.max(...plinkoTable(params)) / 100,
  start: ({ stream, bet, params }) => {
    const path = Array.from({ length: params.rows }, () => uniformInt(stream, 2));
    const slot = path.reduce((sum, bit) => sum + bit, 0);
    const hundredths = plinkoTable(params)[slot] as number;
    return {
      state: { path },
      finished: true,
      win: winAt(bet, hundredths),
      view: { rows: params.rows, risk: params.risk, path, slot, multiplier: hundredths / 100 },
    };
  },
};
