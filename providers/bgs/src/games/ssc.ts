import { z } from 'zod';
import { betType, defineGame, winChance, winIf } from './define-game';
import { bsoePicksSchema, digitListSchema, digitSchema, distinctList, intIn, isBsoe } from './selection-schemas';
import {
  group3Combinations,
  group3Units,
  group3Wins,
  group6Combinations,
  group6Units,
  group6Wins,
  straightCombinations,
  straightUnits,
  straightWins,
  THREE_DIGIT_CHANCES,
  type Triple,
} from './three-digits';
import type { Bsoe } from './types';

/**
 * SSC (时时彩): five digits 0–9 drawn with replacement, positions 1–5 (万千百十个).
 * Outcome space: 10^5 equally likely results.
 */

/** Which three consecutive positions a three-digit bet plays: front 1–3, middle 2–4, back 3–5. */
export type SscPart = 'front' | 'middle' | 'back';

const PART_START: Record<SscPart, number> = { front: 0, middle: 1, back: 2 };

/** The three digits of a part of the result. */
export function sscTriple(result: readonly number[], part: SscPart): Triple {
  const start = PART_START[part];
  return [result[start] as number, result[start + 1] as number, result[start + 2] as number];
}

/** Sum of the five digits, 0–45: big is 23–45, small 0–22. */
export const SSC_TOTAL_BIG_FROM = 23;

/** Dragon: the first digit beats the fifth; tiger: the fifth beats the first; tie: equal. */
export type DragonTigerPick = 'dragon' | 'tiger' | 'tie';

/** Which of dragon, tiger or tie a result shows (first digit against fifth). */
export function sscDragonTiger(result: readonly number[]): DragonTigerPick {
  const first = result[0] as number;
  const fifth = result[4] as number;
  return first > fifth ? 'dragon' : first < fifth ? 'tiger' : 'tie';
}

const positionSchema = intIn(1, 5);
const partSchema = z.enum(['front', 'middle', 'back']);

const sscBetTypes = {
  /** 定位胆: digits on one position; one unit per digit. */
  'ssc.position_digit': betType({
    schema: z.strictObject({ position: positionSchema, digits: digitListSchema() }),
    combinations: (s) => s.digits.length,
    units: (s) => s.digits.map((digit) => ({ position: s.position, digit })),
    judge: (u, result) => winIf(result[u.position - 1] === u.digit),
    priceKey: () => 'ssc.position_digit',
  }),
  /** 大小单双 of one position: big 5–9, small 0–4. */
  'ssc.bsoe_position': betType({
    schema: z.strictObject({ position: positionSchema, picks: bsoePicksSchema }),
    combinations: (s) => s.picks.length,
    units: (s) => s.picks.map((pick) => ({ position: s.position, pick: pick as Bsoe })),
    judge: (u, result) => winIf(isBsoe(result[u.position - 1] as number, u.pick, 5)),
    priceKey: () => 'ssc.bsoe_position',
  }),
  /** 总和大小单双: the sum of the five digits, big 23–45, small 0–22. */
  'ssc.bsoe_total': betType({
    schema: z.strictObject({ picks: bsoePicksSchema }),
    combinations: (s) => s.picks.length,
    units: (s) => s.picks as Bsoe[],
    judge: (pick, result) =>
      winIf(
        isBsoe(
          result.reduce((a, b) => a + b, 0),
          pick,
          SSC_TOTAL_BIG_FROM,
        ),
      ),
    priceKey: () => 'ssc.bsoe_total',
  }),
  /** 龙虎和: first digit against fifth. A dragon or tiger unit loses on a tie; tie is its own pick. */
  'ssc.dragon_tiger': betType({
    schema: z.strictObject({ picks: distinctList(z.enum(['dragon', 'tiger', 'tie']), 1, 3) }),
    combinations: (s) => s.picks.length,
    units: (s) => s.picks as DragonTigerPick[],
    judge: (pick, result) => winIf(sscDragonTiger(result) === pick),
    priceKey: (pick) => {
      if (pick === undefined) throw new RangeError('ssc.dragon_tiger: the price depends on the pick');
      return `ssc.dragon_tiger:${pick}`;
    },
  }),
  /** 前/中/后三直选: one digit list per position of the part; units = product of the list sizes. */
  'ssc.three_straight': betType({
    schema: z.strictObject({ part: partSchema, digits: z.tuple([digitListSchema(), digitListSchema(), digitListSchema()]) }),
    combinations: (s) => straightCombinations(s.digits),
    units: (s) => straightUnits(s.digits).map((digits) => ({ part: s.part as SscPart, digits })),
    judge: (u, result) => winIf(straightWins(u.digits, sscTriple(result, u.part))),
    priceKey: () => 'ssc.three_straight',
  }),
  /** 组三: two or more digits; each unit an ordered pair (double, single), n(n−1) units. */
  'ssc.three_group3': betType({
    schema: z.strictObject({ part: partSchema, digits: digitListSchema(2) }),
    combinations: (s) => group3Combinations(s.digits),
    units: (s) => group3Units(s.digits).map((pair) => ({ part: s.part as SscPart, pair })),
    judge: (u, result) => winIf(group3Wins(u.pair, sscTriple(result, u.part))),
    priceKey: () => 'ssc.three_group3',
  }),
  /** 组六: three or more digits; each unit a set of three, C(n, 3) units. */
  'ssc.three_group6': betType({
    schema: z.strictObject({ part: partSchema, digits: digitListSchema(3) }),
    combinations: (s) => group6Combinations(s.digits),
    units: (s) => group6Units(s.digits).map((set) => ({ part: s.part as SscPart, set })),
    judge: (u, result) => winIf(group6Wins(u.set, sscTriple(result, u.part))),
    priceKey: () => 'ssc.three_group6',
  }),
};

/** SSC bet type codes. */
export type SscBetType = keyof typeof sscBetTypes;

/** The chance of one unit per price key; the outcome-space enumeration in house-edge.test.ts checks each. */
export const SSC_CHANCES = {
  'ssc.position_digit': winChance(1, 10),
  'ssc.bsoe_position': winChance(1, 2),
  // The total is symmetric about 22.5 (d → 9 − d), and its parity is the last digit's.
  'ssc.bsoe_total': winChance(1, 2),
  // 45 of the 100 (first, fifth) pairs have first > fifth, 45 first < fifth, 10 equal.
  'ssc.dragon_tiger:dragon': winChance(45, 100),
  'ssc.dragon_tiger:tiger': winChance(45, 100),
  'ssc.dragon_tiger:tie': winChance(10, 100),
  'ssc.three_straight': THREE_DIGIT_CHANCES.straight,
  'ssc.three_group3': THREE_DIGIT_CHANCES.group3,
  'ssc.three_group6': THREE_DIGIT_CHANCES.group6,
};

/** SSC: five digits 0–9 with replacement. */
export const ssc = defineGame({
  gameType: 'ssc',
  draw: { kind: 'digits', count: 5 },
  resultSchema: z.array(digitSchema).length(5),
  betTypes: sscBetTypes,
  chances: SSC_CHANCES,
});
