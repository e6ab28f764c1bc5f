import { z } from 'zod';
import { defineGame, winChance } from './define-game';
import {
  BOX_PERMUTATIONS,
  type BoxPermutations,
  boxKey,
  expandRolled,
  permutationCount,
  permutations,
  ROLLED_PATTERN,
  rolledCount,
} from './four-digits';
import { digitStringSchema, layoutResultSchema, layoutWidths, prizeLayout, slotTiers, tieredBetType, tierSlots } from './tiered';
import type { Chance, DrawnNumbers } from './types';

/**
 * SEA 4D (Magnum, Sports Toto, Da Ma Cai style): 23 numbers 0000–9999, each drawn on its own
 * (with replacement, so a number can come up twice): 1st, 2nd and 3rd prize, 10 special (starter)
 * and 10 consolation prizes. Every position is one of 10^4 equally likely numbers, so a unit that
 * wins on v numbers hits each slot with chance v/10^4 and, summed over a tier's slots, a tier of
 * n slots with expected hits n·v/10^4 (types.ts Chance).
 *
 * Big pays on all five tiers, Small on the top three. A straight pick can roll positions ("12R4"),
 * a box plays every order of the digits as its own unit, an i-box plays them all as one unit that
 * pays the prize divided by the number of orders.
 */

/** The prize tiers of a 4D draw, best first. */
export type Sea4dTier = 'first' | 'second' | 'third' | 'special' | 'consolation';

/** The tiers a Small bet pays on. */
export type Sea4dSmallTier = Extract<Sea4dTier, 'first' | 'second' | 'third'>;

/** The result board: position 1 first prize, 2 second, 3 third, 4–13 special, 14–23 consolation. */
export const SEA4D_PRIZES = prizeLayout<Sea4dTier>([
  ['first', 4, 1],
  ['second', 4, 1],
  ['third', 4, 1],
  ['special', 4, 10],
  ['consolation', 4, 10],
]);

/** The tiers Big pays on, best first. */
export const SEA4D_BIG_TIERS: readonly Sea4dTier[] = ['first', 'second', 'third', 'special', 'consolation'];

/** The tiers Small pays on, best first. */
export const SEA4D_SMALL_TIERS: readonly Sea4dSmallTier[] = ['first', 'second', 'third'];

/** The most unit bets one selection may make (rolled numbers and boxes expand). */
export const SEA4D_MAX_UNITS = 1000;

/** The most numbers one selection may list. */
export const SEA4D_MAX_NUMBERS = 100;

/** Big or Small. */
export type Sea4dSize = 'big' | 'small';

/** The price keys of SEA 4D: one per bet type and tier, and per order count for an i-box. */
export type Sea4dPriceKey =
  | `sea4d.big:${Sea4dTier}`
  | `sea4d.small:${Sea4dSmallTier}`
  | `sea4d.big_box:${Sea4dTier}`
  | `sea4d.small_box:${Sea4dSmallTier}`
  | `sea4d.big_ibox:${Sea4dTier}:${BoxPermutations}`
  | `sea4d.small_ibox:${Sea4dSmallTier}:${BoxPermutations}`;

const TIERS: Record<Sea4dSize, readonly Sea4dTier[]> = { big: SEA4D_BIG_TIERS, small: SEA4D_SMALL_TIERS };
const TIER_OF_SLOT = slotTiers(SEA4D_PRIZES);
const OUTCOMES = 10 ** 4;

/** The price key of every slot of the result that holds one of `numbers` and pays for `size`. */
function tierHits(size: Sea4dSize, result: DrawnNumbers, numbers: readonly string[], key: (tier: Sea4dTier) => string): string[] {
  const values = numbers.map(Number);
  const hits: string[] = [];
  result.forEach((value, slot) => {
    const tier = TIER_OF_SLOT[slot] as Sea4dTier;
    if (values.includes(value) && TIERS[size].includes(tier)) hits.push(key(tier));
  });
  return hits;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Straight picks: 1–100 numbers or rolled patterns that expand to at most 1,000 different numbers. */
const rolledListSchema = z
  .array(z.string().regex(ROLLED_PATTERN, 'four digits 0–9 or R'))
  .min(1)
  .max(SEA4D_MAX_NUMBERS)
  .superRefine((numbers, ctx) => {
    const units = sum(numbers.map(rolledCount));
    if (units > SEA4D_MAX_UNITS) ctx.addIssue({ code: 'custom', message: `more than ${SEA4D_MAX_UNITS} units` });
    else if (new Set(numbers.flatMap(expandRolled)).size !== units) ctx.addIssue({ code: 'custom', message: 'duplicate pick' });
  });

/** Box picks: 1–100 numbers, none of four equal digits, no two orders of the same digits; a box expands to at most 1,000 orders. */
const boxListSchema = (expands: boolean) =>
  z
    .array(digitStringSchema(4))
    .min(1)
    .max(SEA4D_MAX_NUMBERS)
    .superRefine((numbers, ctx) => {
      if (numbers.some((n) => permutationCount(n) === 1)) ctx.addIssue({ code: 'custom', message: 'four equal digits cannot be boxed' });
      else if (new Set(numbers.map(boxKey)).size !== numbers.length) ctx.addIssue({ code: 'custom', message: 'duplicate pick' });
      else if (expands && sum(numbers.map(permutationCount)) > SEA4D_MAX_UNITS)
        ctx.addIssue({ code: 'custom', message: `more than ${SEA4D_MAX_UNITS} units` });
    });

/** Big / Small: one unit per number (a rolled pattern is one per number it stands for). */
function straight(size: Sea4dSize) {
  const key = (tier: Sea4dTier) => `sea4d.${size}:${tier}`;
  return tieredBetType({
    schema: z.strictObject({ numbers: rolledListSchema }),
    combinations: (s) => sum(s.numbers.map(rolledCount)),
    units: (s) => s.numbers.flatMap(expandRolled),
    hits: (number: string, result) => tierHits(size, result, [number], key),
    tiers: () => TIERS[size].map(key),
  });
}

/** Box: every distinct order of a number's digits is its own unit at the Big / Small price (24, 12, 6 or 4 units). */
function box(size: Sea4dSize) {
  const key = (tier: Sea4dTier) => `sea4d.${size}_box:${tier}`;
  return tieredBetType({
    schema: z.strictObject({ numbers: boxListSchema(true) }),
    combinations: (s) => sum(s.numbers.map(permutationCount)),
    units: (s) => s.numbers.flatMap((n) => [...permutations(n)]),
    hits: (number: string, result) => tierHits(size, result, [number], key),
    tiers: () => TIERS[size].map(key),
  });
}

/** i-Box: one unit per number covering all its orders; a hit pays the Big / Small prize over the order count. */
function ibox(size: Sea4dSize) {
  const key = (number: string) => (tier: Sea4dTier) => `sea4d.${size}_ibox:${tier}:${permutationCount(number)}`;
  return tieredBetType({
    schema: z.strictObject({ numbers: boxListSchema(false) }),
    combinations: (s) => s.numbers.length,
    units: (s) => s.numbers,
    hits: (number: string, result) => tierHits(size, result, permutations(number), key(number)),
    tiers: (number) => {
      if (number === undefined) throw new RangeError(`sea4d.${size}_ibox: the price depends on the number`);
      return TIERS[size].map(key(number));
    },
  });
}

const sea4dBetTypes = {
  /** Big: pays on 1st, 2nd, 3rd, special and consolation. */
  'sea4d.big': straight('big'),
  /** Small: pays on 1st, 2nd and 3rd only. */
  'sea4d.small': straight('small'),
  /** Big box. */
  'sea4d.big_box': box('big'),
  /** Small box. */
  'sea4d.small_box': box('small'),
  /** Big i-box. */
  'sea4d.big_ibox': ibox('big'),
  /** Small i-box. */
  'sea4d.small_ibox': ibox('small'),
};

/** SEA 4D bet type codes. */
export type Sea4dBetType = keyof typeof sea4dBetTypes;

function tierChances(size: Sea4dSize, code: string, numbersPerUnit: number, suffix = ''): [string, Chance][] {
  return TIERS[size].map((tier) => [
    `${code}:${tier}${suffix}`,
    winChance(tierSlots(SEA4D_PRIZES, tier).length * numbersPerUnit, OUTCOMES),
  ]);
}

/**
 * The expected hits of one unit per price key: a tier of n slots is hit n/10^4 times by one
 * number, and n·P/10^4 times by an i-box of P orders (at most once per slot, P numbers of 10^4).
 */
export const SEA4D_CHANCES = Object.fromEntries(
  (['big', 'small'] as const).flatMap((size) => [
    ...tierChances(size, `sea4d.${size}`, 1),
    ...tierChances(size, `sea4d.${size}_box`, 1),
    ...BOX_PERMUTATIONS.flatMap((p) => tierChances(size, `sea4d.${size}_ibox`, p, `:${p}`)),
  ]),
) as Record<Sea4dPriceKey, Chance>;

/** SEA 4D: 23 independent numbers 0000–9999; fixed odds only. */
export const sea4d = defineGame({
  gameType: 'sea4d',
  draw: { kind: 'numbers', widths: layoutWidths(SEA4D_PRIZES) },
  payModes: ['fixed_odds'],
  resultSchema: layoutResultSchema(SEA4D_PRIZES),
  betTypes: sea4dBetTypes,
  chances: SEA4D_CHANCES,
});
