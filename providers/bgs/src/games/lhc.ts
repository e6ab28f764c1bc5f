import { z } from 'zod';
import { betType, defineGame, winChance, winIf } from './define-game';
import { bsoePicksSchema, distinctList, intIn, isBsoe } from './selection-schemas';
import type { Bsoe, DrawContext } from './types';

/**
 * LHC (六合彩, Mark Six): seven different numbers of 1–49 in draw order; the first six are the
 * regular numbers, the seventh the special number (特码). Each number is equally likely to be the
 * special (1/49), and each is among the six regular numbers with chance 6/49.
 */

/** The twelve zodiacs in cycle order; 2020 was a Rat year. */
export const ZODIACS = ['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake', 'horse', 'goat', 'monkey', 'rooster', 'dog', 'pig'] as const;
export type Zodiac = (typeof ZODIACS)[number];

/** The zodiac of a lunar year (2026 → horse). */
export function yearZodiac(lunarYear: number): Zodiac {
  return ZODIACS[(((lunarYear - 2020) % 12) + 12) % 12] as Zodiac;
}

/**
 * The zodiac of a number in a lunar year: 1 is the year's own zodiac and the numbers go backwards
 * through the cycle, so in 2026 (horse) 1 horse, 2 snake, 3 dragon … 12 goat, 13 horse …, and the
 * year's zodiac owns five numbers (1, 13, 25, 37, 49) while every other owns four.
 */
export function zodiacOf(number: number, lunarYear: number): Zodiac {
  const yearIndex = ZODIACS.indexOf(yearZodiac(lunarYear));
  return ZODIACS[(((yearIndex - (number - 1)) % 12) + 12) % 12] as Zodiac;
}

/** The colour waves (波色): 17 red, 16 blue, 16 green numbers, as the Hong Kong Mark Six colours its balls. */
export const COLOUR_NUMBERS = {
  red: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  blue: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  green: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
} as const;
export type Colour = keyof typeof COLOUR_NUMBERS;

/** The colour of a number 1–49. */
export function colourOf(number: number): Colour {
  for (const colour of ['red', 'blue', 'green'] as const) if ((COLOUR_NUMBERS[colour] as readonly number[]).includes(number)) return colour;
  throw new RangeError(`not a Mark Six number: ${number}`);
}

/** The special number 49 is neither big nor small, odd nor even: those bets are refunded. */
export const LHC_TIE_NUMBER = 49;

function special(result: readonly number[]): number {
  return result[6] as number;
}

function lunarYearOf(context: DrawContext): number {
  if (context.lunarYear === undefined) throw new RangeError('lhc.special_zodiac needs the lunar year of the draw');
  return context.lunarYear;
}

const numberListSchema = distinctList(intIn(1, 49), 1, 49);

const lhcBetTypes = {
  /** 特码: numbers; a unit wins when it is the special number. */
  'lhc.special_number': betType({
    schema: z.strictObject({ numbers: numberListSchema }),
    combinations: (s) => s.numbers.length,
    units: (s) => s.numbers,
    judge: (number, result) => winIf(special(result) === number),
    priceKey: () => 'lhc.special_number',
  }),
  /** 特肖: zodiacs; a unit wins when the special number belongs to it in the draw's lunar year. */
  'lhc.special_zodiac': betType({
    schema: z.strictObject({ zodiacs: distinctList(z.enum(ZODIACS), 1, 12) }),
    combinations: (s) => s.zodiacs.length,
    units: (s) => s.zodiacs as Zodiac[],
    judge: (zodiac, result, context) => winIf(zodiacOf(special(result), lunarYearOf(context)) === zodiac),
    // The year's own zodiac has five numbers, every other four.
    priceKey: (zodiac, context) => {
      if (zodiac === undefined) throw new RangeError('lhc.special_zodiac: the price depends on the zodiac');
      return zodiac === yearZodiac(lunarYearOf(context)) ? 'lhc.special_zodiac:year' : 'lhc.special_zodiac:other';
    },
  }),
  /** 特码波色: colours; a unit wins when the special number has that colour. */
  'lhc.special_colour': betType({
    schema: z.strictObject({ colours: distinctList(z.enum(['red', 'blue', 'green']), 1, 3) }),
    combinations: (s) => s.colours.length,
    units: (s) => s.colours as Colour[],
    judge: (colour, result) => winIf(colourOf(special(result)) === colour),
    priceKey: (colour) => {
      if (colour === undefined) throw new RangeError('lhc.special_colour: the price depends on the colour');
      return `lhc.special_colour:${colour}`;
    },
  }),
  /** 特码大小单双: big 25–48, small 1–24; a special 49 pushes every unit. */
  'lhc.special_bsoe': betType({
    schema: z.strictObject({ picks: bsoePicksSchema }),
    combinations: (s) => s.picks.length,
    units: (s) => s.picks as Bsoe[],
    judge: (pick, result) => (special(result) === LHC_TIE_NUMBER ? 'push' : winIf(isBsoe(special(result), pick, 25))),
    priceKey: () => 'lhc.special_bsoe',
  }),
  /** 正码任选: numbers; a unit wins when it is among the six regular numbers. */
  'lhc.any_regular': betType({
    schema: z.strictObject({ numbers: numberListSchema }),
    combinations: (s) => s.numbers.length,
    units: (s) => s.numbers,
    judge: (number, result) => winIf(result.slice(0, 6).includes(number)),
    priceKey: () => 'lhc.any_regular',
  }),
};

/** LHC bet type codes. */
export type LhcBetType = keyof typeof lhcBetTypes;

/** The chance of one unit per price key. */
export const LHC_CHANCES = {
  'lhc.special_number': winChance(1, 49),
  'lhc.special_zodiac:year': winChance(5, 49),
  'lhc.special_zodiac:other': winChance(4, 49),
  'lhc.special_colour:red': winChance(17, 49),
  'lhc.special_colour:blue': winChance(16, 49),
  'lhc.special_colour:green': winChance(16, 49),
  // 24 of 1–48 win, 24 lose, and 49 pushes.
  'lhc.special_bsoe': { ...winChance(24, 49), push: winChance(1, 49).win },
  'lhc.any_regular': winChance(6, 49),
};

const resultSchema = z
  .array(intIn(1, 49))
  .length(7)
  .refine((numbers) => new Set(numbers).size === 7, 'repeated number');

/** LHC: seven different numbers of 1–49, the seventh the special. */
export const lhc = defineGame({
  gameType: 'lhc',
  draw: { kind: 'distinct', count: 7, of: 49 },
  resultSchema,
  betTypes: lhcBetTypes,
  chances: LHC_CHANCES,
});
