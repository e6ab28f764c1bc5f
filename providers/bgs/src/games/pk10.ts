import { z } from 'zod';
import { betType, defineGame, winChance, winIf } from './define-game';
import { bsoePicksSchema, distinctList, intIn, isBsoe } from './selection-schemas';
import type { Bsoe } from './types';

/**
 * PK10 (北京赛车): an order of the numbers 1–10, positions 1–10 (冠军, 亚军, … 第十名).
 * Outcome space: the 10! orders, equally likely. Any k positions are a uniformly random ordered
 * k-subset of 1–10, so the first two are one of 10 × 9 = 90 equally likely ordered pairs.
 */

/** The first-two sum (冠亚和) runs 3–19: big 12–19, small 3–11. */
export const PK10_SUM_BIG_FROM = 12;

/** How many of the 90 ordered pairs of different numbers 1–10 add up to `sum`. */
export function pk10SumWays(sum: number): number {
  let ways = 0;
  for (let a = 1; a <= 10; a++) {
    const b = sum - a;
    if (b >= 1 && b <= 10 && b !== a) ways++;
  }
  return ways;
}

/** Sum of the first two positions. */
export function pk10Sum(result: readonly number[]): number {
  return (result[0] as number) + (result[1] as number);
}

/** Dragon/tiger pairs: pair k sets position k against position 11 − k (1v10, 2v9, 3v8, 4v7, 5v6). */
export type Pk10Pair = 1 | 2 | 3 | 4 | 5;

const positionSchema = intIn(1, 10);
const numberListSchema = distinctList(intIn(1, 10), 1, 10);

const pk10BetTypes = {
  /** 定位: numbers on one position; one unit per number. */
  'pk10.position': betType({
    schema: z.strictObject({ position: positionSchema, numbers: numberListSchema }),
    combinations: (s) => s.numbers.length,
    units: (s) => s.numbers.map((number) => ({ position: s.position, number })),
    judge: (u, result) => winIf(result[u.position - 1] === u.number),
    priceKey: () => 'pk10.position',
  }),
  /** 冠亚和值: values of the first-two sum; one unit per value, each priced on its own chance. */
  'pk10.sum_value': betType({
    schema: z.strictObject({ values: distinctList(intIn(3, 19), 1, 17) }),
    combinations: (s) => s.values.length,
    units: (s) => s.values,
    judge: (value, result) => winIf(pk10Sum(result) === value),
    priceKey: (value) => {
      if (value === undefined) throw new RangeError('pk10.sum_value: the price depends on the value');
      return `pk10.sum_value:${value}`;
    },
  }),
  /** 冠亚和大小单双: big 12–19, small 3–11; big and even win 40 of 90 pairs, small and odd 50. */
  'pk10.bsoe_sum': betType({
    schema: z.strictObject({ picks: bsoePicksSchema }),
    combinations: (s) => s.picks.length,
    units: (s) => s.picks as Bsoe[],
    judge: (pick, result) => winIf(isBsoe(pk10Sum(result), pick, PK10_SUM_BIG_FROM)),
    priceKey: (pick) => {
      if (pick === undefined) throw new RangeError('pk10.bsoe_sum: the price depends on the pick');
      return `pk10.bsoe_sum:${pick}`;
    },
  }),
  /** 大小单双 of one position: big 6–10, small 1–5. */
  'pk10.bsoe_position': betType({
    schema: z.strictObject({ position: positionSchema, picks: bsoePicksSchema }),
    combinations: (s) => s.picks.length,
    units: (s) => s.picks.map((pick) => ({ position: s.position, pick: pick as Bsoe })),
    judge: (u, result) => winIf(isBsoe(result[u.position - 1] as number, u.pick, 6)),
    priceKey: () => 'pk10.bsoe_position',
  }),
  /** 龙虎: dragon when position k beats position 11 − k; never a tie, the numbers differ. */
  'pk10.dragon_tiger': betType({
    schema: z.strictObject({ pair: intIn(1, 5), picks: distinctList(z.enum(['dragon', 'tiger']), 1, 2) }),
    combinations: (s) => s.picks.length,
    units: (s) => s.picks.map((pick) => ({ pair: s.pair as Pk10Pair, pick })),
    judge: (u, result) => {
      const dragon = (result[u.pair - 1] as number) > (result[10 - u.pair] as number);
      return winIf(dragon === (u.pick === 'dragon'));
    },
    priceKey: () => 'pk10.dragon_tiger',
  }),
};

/** PK10 bet type codes. */
export type Pk10BetType = keyof typeof pk10BetTypes;

/** The chance of one unit per price key; a sum value wins pk10SumWays(value) of the 90 ordered pairs. */
export const PK10_CHANCES = {
  'pk10.position': winChance(1, 10),
  'pk10.sum_value:3': winChance(2, 90),
  'pk10.sum_value:4': winChance(2, 90),
  'pk10.sum_value:5': winChance(4, 90),
  'pk10.sum_value:6': winChance(4, 90),
  'pk10.sum_value:7': winChance(6, 90),
  'pk10.sum_value:8': winChance(6, 90),
  'pk10.sum_value:9': winChance(8, 90),
  'pk10.sum_value:10': winChance(8, 90),
  'pk10.sum_value:11': winChance(10, 90),
  'pk10.sum_value:12': winChance(8, 90),
  'pk10.sum_value:13': winChance(8, 90),
  'pk10.sum_value:14': winChance(6, 90),
  'pk10.sum_value:15': winChance(6, 90),
  'pk10.sum_value:16': winChance(4, 90),
  'pk10.sum_value:17': winChance(4, 90),
  'pk10.sum_value:18': winChance(2, 90),
  'pk10.sum_value:19': winChance(2, 90),
  'pk10.bsoe_sum:big': winChance(40, 90),
  'pk10.bsoe_sum:small': winChance(50, 90),
  'pk10.bsoe_sum:odd': winChance(50, 90),
  'pk10.bsoe_sum:even': winChance(40, 90),
  'pk10.bsoe_position': winChance(1, 2),
  'pk10.dragon_tiger': winChance(1, 2),
};

/** A permutation of 1..10. */
const resultSchema = z
  .array(intIn(1, 10))
  .length(10)
  .refine((numbers) => new Set(numbers).size === 10, 'not a permutation');

/** PK10: an order of 1–10. */
export const pk10 = defineGame({
  gameType: 'pk10',
  draw: { kind: 'permutation', size: 10 },
  resultSchema,
  betTypes: pk10BetTypes,
  chances: PK10_CHANCES,
});
