import { z } from 'zod';
import { choose, product, subsets } from '../combinatorics';
import { betType, defineGame, winChance, winIf } from './define-game';
import { distinctList, intIn } from './selection-schemas';
import type { Chance } from './types';

/**
 * 11X5 (11选5): five different numbers of 1–11 in draw order (shown 01–11).
 * Outcome space: 11 × 10 × 9 × 8 × 7 = 55,440 equally likely ordered draws; as a set, one of
 * C(11, 5) = 462.
 */

const numberSchema = intIn(1, 11);
const numbersSchema = (min: number) => distinctList(numberSchema, min, 11);

/** How many of `needed` numbers are in `drawn`. */
function hits(needed: readonly number[], drawn: readonly number[]): number {
  return needed.filter((n) => drawn.includes(n)).length;
}

/**
 * 任选N (N = 1..8): choose at least N numbers; every N-subset is a unit, C(chosen, N) units.
 * N ≤ 5: a unit wins when its N numbers are all among the five drawn.
 * N ≥ 6: a unit wins when the five drawn are all among its N numbers.
 */
function anyN(n: number) {
  return betType({
    schema: z.strictObject({ numbers: numbersSchema(n) }),
    combinations: (s) => choose(s.numbers.length, n),
    units: (s) => subsets(s.numbers, n),
    judge: (unit, result) => winIf(n <= 5 ? hits(unit, result) === n : hits(result, unit) === 5),
    priceKey: () => `11x5.any_${n}`,
  });
}

/** Ordered tuples of different numbers taking one from each column. */
function distinctTuples(columns: readonly (readonly number[])[]): number[][] {
  return product(columns).filter((tuple) => new Set(tuple).size === tuple.length);
}

/** |A||B| − |A∩B|: pairs (a, b) with a ≠ b. */
function front2StraightCombinations([a, b]: readonly [readonly number[], readonly number[]]): number {
  return a.length * b.length - hits(a, b);
}

/** Inclusion–exclusion over the equalities a = b, a = c, b = c: triples of three different numbers. */
function front3StraightCombinations([a, b, c]: readonly [readonly number[], readonly number[], readonly number[]]): number {
  const ab = hits(a, b);
  const ac = hits(a, c);
  const bc = hits(b, c);
  const abc = a.filter((n) => b.includes(n) && c.includes(n)).length;
  return a.length * b.length * c.length - ab * c.length - ac * b.length - bc * a.length + 2 * abc;
}

const front2Columns = z
  .tuple([numbersSchema(1), numbersSchema(1)])
  .refine((columns) => front2StraightCombinations(columns) > 0, 'no pair of different numbers');
const front3Columns = z
  .tuple([numbersSchema(1), numbersSchema(1), numbersSchema(1)])
  .refine((columns) => front3StraightCombinations(columns) > 0, 'no triple of different numbers');

const x11x5BetTypes = {
  '11x5.any_1': anyN(1),
  '11x5.any_2': anyN(2),
  '11x5.any_3': anyN(3),
  '11x5.any_4': anyN(4),
  '11x5.any_5': anyN(5),
  '11x5.any_6': anyN(6),
  '11x5.any_7': anyN(7),
  '11x5.any_8': anyN(8),
  /** 前二直选: numbers for position 1 and for position 2; a unit is an ordered pair of different numbers. */
  '11x5.front2_straight': betType({
    schema: z.strictObject({ numbers: front2Columns }),
    combinations: (s) => front2StraightCombinations(s.numbers),
    units: (s) => distinctTuples(s.numbers),
    judge: (unit, result) => winIf(unit[0] === result[0] && unit[1] === result[1]),
    priceKey: () => '11x5.front2_straight',
  }),
  /** 前二组选: two or more numbers; a unit is a pair, winning when it is the first two in either order. */
  '11x5.front2_group': betType({
    schema: z.strictObject({ numbers: numbersSchema(2) }),
    combinations: (s) => choose(s.numbers.length, 2),
    units: (s) => subsets(s.numbers, 2),
    judge: (unit, result) => winIf(hits(unit, result.slice(0, 2)) === 2),
    priceKey: () => '11x5.front2_group',
  }),
  /** 前三直选: numbers for positions 1, 2 and 3; a unit is an ordered triple of different numbers. */
  '11x5.front3_straight': betType({
    schema: z.strictObject({ numbers: front3Columns }),
    combinations: (s) => front3StraightCombinations(s.numbers),
    units: (s) => distinctTuples(s.numbers),
    judge: (unit, result) => winIf(unit.every((n, i) => n === result[i])),
    priceKey: () => '11x5.front3_straight',
  }),
  /** 前三组选: three or more numbers; a unit is a set of three, winning when it is the first three in any order. */
  '11x5.front3_group': betType({
    schema: z.strictObject({ numbers: numbersSchema(3) }),
    combinations: (s) => choose(s.numbers.length, 3),
    units: (s) => subsets(s.numbers, 3),
    judge: (unit, result) => winIf(hits(unit, result.slice(0, 3)) === 3),
    priceKey: () => '11x5.front3_group',
  }),
  /** 定位胆: numbers on one of the five positions; one unit per number. */
  '11x5.position': betType({
    schema: z.strictObject({ position: intIn(1, 5), numbers: numbersSchema(1) }),
    combinations: (s) => s.numbers.length,
    units: (s) => s.numbers.map((number) => ({ position: s.position, number })),
    judge: (u, result) => winIf(result[u.position - 1] === u.number),
    priceKey: () => '11x5.position',
  }),
};

/** 11X5 bet type codes. */
export type X11x5BetType = keyof typeof x11x5BetTypes;

/**
 * The chance of any-N: of the 462 draws (as sets), N ≤ 5 wins C(11 − N, 5 − N) — the other
 * 5 − N drawn from the 11 − N left; N ≥ 6 wins C(N, 5) — the five drawn inside the unit.
 */
function anyNChance(n: number): Chance {
  return winChance(n <= 5 ? choose(11 - n, 5 - n) : choose(n, 5), choose(11, 5));
}

/** The chance of one unit per price key. */
export const X11X5_CHANCES = {
  '11x5.any_1': anyNChance(1),
  '11x5.any_2': anyNChance(2),
  '11x5.any_3': anyNChance(3),
  '11x5.any_4': anyNChance(4),
  '11x5.any_5': anyNChance(5),
  '11x5.any_6': anyNChance(6),
  '11x5.any_7': anyNChance(7),
  '11x5.any_8': anyNChance(8),
  '11x5.front2_straight': winChance(1, 11 * 10),
  '11x5.front2_group': winChance(2, 11 * 10),
  '11x5.front3_straight': winChance(1, 11 * 10 * 9),
  '11x5.front3_group': winChance(6, 11 * 10 * 9),
  '11x5.position': winChance(1, 11),
};

const resultSchema = z
  .array(numberSchema)
  .length(5)
  .refine((numbers) => new Set(numbers).size === 5, 'repeated number');

/** 11X5: five different numbers of 1–11. */
export const x11x5 = defineGame({
  gameType: '11x5',
  draw: { kind: 'distinct', count: 5, of: 11 },
  resultSchema,
  betTypes: x11x5BetTypes,
  chances: X11X5_CHANCES,
});
