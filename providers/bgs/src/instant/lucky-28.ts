import { z } from 'zod';
import { drawDigits } from '../fair/sampling';
import { winChance } from '../games/define-game';
import { fixedOddsReturn } from '../odds';
import { type Rational, toNumber } from '../rational';
import { type InstantGameDefinition, winOf } from './types';

/**
 * Lucky 28 (PC 28): drawDigits(3), three digits 0–9 with replacement; the result is their sum,
 * 0 … 27 (1,000 equally likely triples). One bet per round:
 * - big 14–27, small 0–13, odd, even, and the four pairs big-odd, big-even, small-odd, small-even;
 * - extreme big 22–27, extreme small 0–5; triple (three equal digits);
 * - a single sum s.
 * Odds are fixed odds as the lottery prices them (odds.ts: thousandths, stake included), set from
 * the exact chance ways / 1000 with a 1 % edge, floored to a hundredth: odds = floor(990 / ways, 0.01).
 * The floor can only lower the return: every bet returns between 98.0 % and 99 % (exactly 99 % where
 * ways divides 990; docs/games/originals.md lists each).
 */

export const LUCKY28_SIDE_PICKS = [
  'big',
  'small',
  'odd',
  'even',
  'big-odd',
  'big-even',
  'small-odd',
  'small-even',
  'extreme-big',
  'extreme-small',
  'triple',
] as const;
export type Lucky28SidePick = (typeof LUCKY28_SIDE_PICKS)[number];

export const lucky28Params = z.union([
  z.strictObject({ pick: z.enum(LUCKY28_SIDE_PICKS) }),
  z.strictObject({ pick: z.literal('sum'), sum: z.number().int().min(0).max(27) }),
]);
export type Lucky28Params = z.infer<typeof lucky28Params>;

type Triple = readonly [number, number, number];

/** Whether a result wins a pick. */
export function lucky28Wins(params: Lucky28Params, digits: Triple): boolean {
  const sum = digits[0] + digits[1] + digits[2];
  const big = sum >= 14;
  const odd = sum % 2 === 1;
  switch (params.pick) {
    case 'big':
      return big;
    case 'small':
      return !big;
    case 'odd':
      return odd;
    case 'even':
      return !odd;
    case 'big-odd':
      return big && odd;
    case 'big-even':
      return big && !odd;
    case 'small-odd':
      return !big && odd;
    case 'small-even':
      return !big && !odd;
    case 'extreme-big':
      return sum >= 22;
    case 'extreme-small':
      return sum <= 5;
    case 'triple':
      return digits[0] === digits[1] && digits[1] === digits[2];
    case 'sum':
      return sum === params.sum;
  }
}

const ALL_TRIPLES: Triple[] = Array.from({ length: 1000 }, (_, i) => [Math.floor(i / 100), Math.floor(i / 10) % 10, i % 10] as const);

/** How many of the 1,000 triples win a pick (counted). */
export function lucky28Ways(params: Lucky28Params): number {
  return ALL_TRIPLES.filter((digits) => lucky28Wins(params, digits)).length;
}

/** The odds in thousandths, stake included: floor(99,000 / ways) × 10 (990 / ways to a hundredth). */
export function lucky28Odds(params: Lucky28Params): number {
  return Math.floor(99_000 / lucky28Ways(params)) * 10;
}

/** The exact return: ways / 1000 × odds / 1000 (odds.ts fixedOddsReturn). */
export function lucky28Rtp(params: Lucky28Params): Rational {
  return fixedOddsReturn(winChance(lucky28Ways(params), 1000), lucky28Odds(params));
}

export type Lucky28View = { digits: number[]; sum: number; pick: string; won: boolean; multiplier: number };
type Lucky28State = { digits: number[] };

export const lucky28: InstantGameDefinition<Lucky28Params, never, Lucky28State, Lucky28View> = {
  code: 'lucky-28',
  family: 'original',
  kind: 'single',
  params: lucky28Params,
  rtp: (params) => toNumber(lucky28Rtp(params)),
  maxMultiplier: (params) => lucky28Odds(params) / 1000,
  start: ({ stream, bet, params }) => {
    const digits = drawDigits(stream, 3) as unknown as Triple;
    const sum = digits[0] + digits[1] + digits[2];
    const won = lucky28Wins(params, digits);
    const odds = lucky28Odds(params);
    return {
      state: { digits: [...digits] },
      finished: true,
      win: won ? winOf(bet, BigInt(odds), 1000n) : 0n,
      view: {
        digits: [...digits],
        sum,
        pick: params.pick === 'sum' ? `sum-${params.sum}` : params.pick,
        won,
        multiplier: won ? odds / 1000 : 0,
      },
    };
  },
};
