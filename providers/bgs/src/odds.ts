import { CHANCES, type PriceKey } from './games/registry';
import type { Chance } from './games/types';
import { add, mul, type Rational, ratio, sub } from './rational';

/**
 * Fixed-odds ("two-sided") prices: decimal odds in thousandths per price key, the stake included
 * (1950 = 1.95: a winning unit of 100 returns 195). Keys are price keys (games/registry.ts): the
 * bet type code, or `code:variant` where a unit's chance depends on its value.
 */
export type OddsTable = Readonly<Record<string, number>>;

/**
 * The default odds: every house edge between 2% and 3% (odds.test.ts checks each against the exact
 * chance). Display values: 9800 = 9.8.
 */
export const DEFAULT_ODDS = {
  'ssc.position_digit': 9800, // 1/10 → 2.00%
  'ssc.bsoe_position': 1950, // 1/2 → 2.50%
  'ssc.bsoe_total': 1950, // 1/2 → 2.50%
  'ssc.dragon_tiger:dragon': 2170, // 9/20 → 2.35%
  'ssc.dragon_tiger:tiger': 2170,
  'ssc.dragon_tiger:tie': 9750, // 1/10 → 2.50%
  'ssc.three_straight': 975_000, // 1/1000 → 2.50%
  'ssc.three_group3': 325_000, // 3/1000 → 2.50%
  'ssc.three_group6': 162_500, // 6/1000 → 2.50%
  'pk10.position': 9800, // 1/10 → 2.00%
  // Sum values: 2, 4, 6, 8 or 10 ways in 90 → every one 2.67% (returns 73/75).
  'pk10.sum_value:3': 43_800,
  'pk10.sum_value:4': 43_800,
  'pk10.sum_value:5': 21_900,
  'pk10.sum_value:6': 21_900,
  'pk10.sum_value:7': 14_600,
  'pk10.sum_value:8': 14_600,
  'pk10.sum_value:9': 10_950,
  'pk10.sum_value:10': 10_950,
  'pk10.sum_value:11': 8760,
  'pk10.sum_value:12': 10_950,
  'pk10.sum_value:13': 10_950,
  'pk10.sum_value:14': 14_600,
  'pk10.sum_value:15': 14_600,
  'pk10.sum_value:16': 21_900,
  'pk10.sum_value:17': 21_900,
  'pk10.sum_value:18': 43_800,
  'pk10.sum_value:19': 43_800,
  'pk10.bsoe_sum:big': 2200, // 4/9 → 2.22%
  'pk10.bsoe_sum:small': 1760, // 5/9 → 2.22%
  'pk10.bsoe_sum:odd': 1760, // 5/9 → 2.22%
  'pk10.bsoe_sum:even': 2200, // 4/9 → 2.22%
  'pk10.bsoe_position': 1950, // 1/2 → 2.50%
  'pk10.dragon_tiger': 1950, // 1/2 → 2.50%
  '11x5.any_1': 2150, // 5/11 → 2.27%
  '11x5.any_2': 5370, // 2/11 → 2.36%
  '11x5.any_3': 16_100, // 2/33 → 2.42%
  '11x5.any_4': 64_500, // 1/66 → 2.27%
  '11x5.any_5': 450_000, // 1/462 → 2.60%
  '11x5.any_6': 75_000, // 1/77 → 2.60%
  '11x5.any_7': 21_500, // 1/22 → 2.27%
  '11x5.any_8': 8050, // 4/33 → 2.42%
  '11x5.front2_straight': 107_500, // 1/110 → 2.27%
  '11x5.front2_group': 53_700, // 1/55 → 2.36%
  '11x5.front3_straight': 965_000, // 1/990 → 2.53%
  '11x5.front3_group': 161_000, // 1/165 → 2.42%
  '11x5.position': 10_700, // 1/11 → 2.73%
  'lhc.special_number': 47_800, // 1/49 → 2.45%
  'lhc.special_zodiac:year': 9550, // 5/49 → 2.55%
  'lhc.special_zodiac:other': 11_950, // 4/49 → 2.45%
  'lhc.special_colour:red': 2810, // 17/49 → 2.51%
  'lhc.special_colour:blue': 2990, // 16/49 → 2.37%
  'lhc.special_colour:green': 2990, // 16/49 → 2.37%
  'lhc.special_bsoe': 1950, // wins 24/49, pushes 1/49 → 2.45%
  'lhc.any_regular': 7980, // 6/49 → 2.29%
  'lf.straight': 975_000, // 1/1000 → 2.50%
  'lf.group3': 325_000, // 3/1000 → 2.50%
  'lf.group6': 162_500, // 6/1000 → 2.50%
} satisfies Record<PriceKey, number>;

/** The expected return of one unit per unit of stake at fixed odds: win × odds/1000 + push (a push returns the stake). */
export function fixedOddsReturn(chance: Chance, odds: number): Rational {
  return add(mul(chance.win, ratio(odds, 1000)), chance.push);
}

/** The house edge of fixed odds: 1 − expected return, exact (before the floor of a prize to a minor unit). */
export function fixedOddsHouseEdge(chance: Chance, odds: number): Rational {
  return sub(ratio(1), fixedOddsReturn(chance, odds));
}

/**
 * The house edge of prize-group play at `series`: (1 − series/2000) × (1 − push). A prize is priced
 * on the chance among draws that do not push the unit, so pushed draws carry no edge.
 */
export function prizeGroupHouseEdge(chance: Chance, series: number): Rational {
  return mul(sub(ratio(1), ratio(series, 2000)), sub(ratio(1), chance.push));
}

/** The exact house edge of every default odd, per price key. */
export const DEFAULT_HOUSE_EDGE = Object.fromEntries(
  Object.entries(DEFAULT_ODDS).map(([key, odds]) => [key, fixedOddsHouseEdge(CHANCES[key as PriceKey], odds)]),
) as Record<PriceKey, Rational>;
