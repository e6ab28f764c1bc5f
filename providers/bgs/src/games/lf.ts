import { z } from 'zod';
import { betType, defineGame, winIf } from './define-game';
import { digitListSchema, digitSchema } from './selection-schemas';
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

/**
 * LF (福彩3D, daily): three digits 0–9 drawn with replacement. Outcome space: 1,000 equally likely
 * results. Its bets are SSC's three-digit bets on the whole result.
 */

function triple(result: readonly number[]): Triple {
  return result as unknown as Triple;
}

const lfBetTypes = {
  /** 直选: one digit list per position; units = product of the list sizes. */
  'lf.straight': betType({
    schema: z.strictObject({ digits: z.tuple([digitListSchema(), digitListSchema(), digitListSchema()]) }),
    combinations: (s) => straightCombinations(s.digits),
    units: (s) => straightUnits(s.digits),
    judge: (unit, result) => winIf(straightWins(unit, triple(result))),
    priceKey: () => 'lf.straight',
  }),
  /** 组三: two or more digits; each unit an ordered pair (double, single). */
  'lf.group3': betType({
    schema: z.strictObject({ digits: digitListSchema(2) }),
    combinations: (s) => group3Combinations(s.digits),
    units: (s) => group3Units(s.digits),
    judge: (pair, result) => winIf(group3Wins(pair, triple(result))),
    priceKey: () => 'lf.group3',
  }),
  /** 组六: three or more digits; each unit a set of three. */
  'lf.group6': betType({
    schema: z.strictObject({ digits: digitListSchema(3) }),
    combinations: (s) => group6Combinations(s.digits),
    units: (s) => group6Units(s.digits),
    judge: (set, result) => winIf(group6Wins(set, triple(result))),
    priceKey: () => 'lf.group6',
  }),
};

/** LF bet type codes. */
export type LfBetType = keyof typeof lfBetTypes;

/** The chance of one unit per price key. */
export const LF_CHANCES = {
  'lf.straight': THREE_DIGIT_CHANCES.straight,
  'lf.group3': THREE_DIGIT_CHANCES.group3,
  'lf.group6': THREE_DIGIT_CHANCES.group6,
};

/** LF: three digits 0–9 with replacement. */
export const lf = defineGame({
  gameType: 'lf',
  draw: { kind: 'digits', count: 3 },
  resultSchema: z.array(digitSchema).length(3),
  betTypes: lfBetTypes,
  chances: LF_CHANCES,
});
