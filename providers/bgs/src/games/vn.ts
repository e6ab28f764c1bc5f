import { z } from 'zod';
import { choose, subsets } from '../combinatorics';
import { add, type Rational, ratio, sub } from '../rational';
import { betType, defineGame, winChance, winIf } from './define-game';
import { distinctList } from './selection-schemas';
import { digitStringSchema, layoutResultSchema, layoutSize, layoutWidths, tieredBetType, tierSlots } from './tiered';
import type { BetTypeDefinition, Chance, PrizeLayout } from './types';
import { loNumbers, VN_NORTH_PRIZES, VN_SOUTH_PRIZES, type VnTier } from './vn-board';

/**
 * The Vietnamese lottery (xổ số) bets, the same for North and South; only the board differs
 * (vn-board.ts: 27 numbers in the North, 18 in the South). The lô numbers are the last two digits
 * of every number on the board: each is uniform on 00–99 and independent of the others, since
 * every number is drawn on its own and is at least two digits wide.
 *
 * - lô: a two-digit number; every lô number equal to it is a hit (tiered: R/100 expected hits).
 * - đề: the last two digits of the special prize (1/100).
 * - ba càng: the last three digits of the special prize (1/1000).
 * - xiên 2/3/4: k different two-digit numbers that must all be among the lô numbers, once each
 *   however often they come up; by inclusion–exclusion over the R numbers of the board,
 *   P = Σ_j (−1)^j C(k, j) ((100 − j)/100)^R.
 */

/** The Vietnamese game types: one board for the North, one for every South or Central province. */
export type VnGameType = 'vn_north' | 'vn_south';

/** The bets of a Vietnamese game. */
export type VnBet = 'lo' | 'de' | 'cang3' | 'xien2' | 'xien3' | 'xien4';

/** The bet type codes (also the price keys) of a Vietnamese game type. */
export type VnBetTypeCode<G extends VnGameType = VnGameType> = `${G}.${VnBet}`;

/** The most numbers a xiên k selection may list: C(n, k) stays within 1,000 units (990, 969, 715). */
export const VN_XIEN_MAX_NUMBERS = { 2: 45, 3: 19, 4: 13 } as const;

/** The chance that k given different two-digit numbers all come up among the lô numbers of `results` numbers. */
export function xienChance(k: number, results: number): Rational {
  let chance = ratio(0);
  for (let j = 0; j <= k; j++) {
    const term = ratio(BigInt(choose(k, j)) * BigInt(100 - j) ** BigInt(results), 100n ** BigInt(results));
    chance = j % 2 === 0 ? add(chance, term) : sub(chance, term);
  }
  return chance;
}

const twoDigits = digitStringSchema(2);
const threeDigits = digitStringSchema(3);

function vnBetTypes<G extends VnGameType>(gameType: G, layout: PrizeLayout<VnTier>): Record<VnBetTypeCode<G>, BetTypeDefinition> {
  const special = tierSlots(layout, 'special')[0] as number;
  const xien = (k: 2 | 3 | 4) =>
    betType({
      schema: z.strictObject({ numbers: distinctList(twoDigits, k, VN_XIEN_MAX_NUMBERS[k]) }),
      combinations: (s) => choose(s.numbers.length, k),
      units: (s) => subsets([...s.numbers].sort(), k),
      judge: (numbers: string[], result) => {
        const drawn = new Set(loNumbers(result));
        return winIf(numbers.every((n) => drawn.has(Number(n))));
      },
      priceKey: () => `${gameType}.xien${k}`,
    });
  const bets: Record<VnBet, BetTypeDefinition> = {
    /** Lô: one unit per number; a hit for every lô number equal to it. */
    lo: tieredBetType({
      schema: z.strictObject({ numbers: distinctList(twoDigits, 1, 100) }),
      combinations: (s) => s.numbers.length,
      units: (s) => s.numbers,
      hits: (number: string, result) =>
        loNumbers(result)
          .filter((lo) => lo === Number(number))
          .map(() => `${gameType}.lo`),
      tiers: () => [`${gameType}.lo`],
    }),
    /** Đề: one unit per number; wins on the special prize's last two digits. */
    de: betType({
      schema: z.strictObject({ numbers: distinctList(twoDigits, 1, 100) }),
      combinations: (s) => s.numbers.length,
      units: (s) => s.numbers,
      judge: (number: string, result) => winIf((result[special] as number) % 100 === Number(number)),
      priceKey: () => `${gameType}.de`,
    }),
    /** Ba càng: one unit per three-digit number; wins on the special prize's last three digits. */
    cang3: betType({
      schema: z.strictObject({ numbers: distinctList(threeDigits, 1, 1000) }),
      combinations: (s) => s.numbers.length,
      units: (s) => s.numbers,
      judge: (number: string, result) => winIf((result[special] as number) % 1000 === Number(number)),
      priceKey: () => `${gameType}.cang3`,
    }),
    /** Xiên 2/3/4: k or more numbers, one unit per k of them, C(n, k) units. */
    xien2: xien(2),
    xien3: xien(3),
    xien4: xien(4),
  };
  return Object.fromEntries(Object.entries(bets).map(([bet, definition]) => [`${gameType}.${bet}`, definition])) as Record<
    VnBetTypeCode<G>,
    BetTypeDefinition
  >;
}

function vnChances<G extends VnGameType>(gameType: G, layout: PrizeLayout<VnTier>): Record<VnBetTypeCode<G>, Chance> {
  const results = layoutSize(layout);
  const chances: Record<VnBet, Chance> = {
    // Expected hits: each of the R lô numbers equals the unit with chance 1/100.
    lo: winChance(results, 100),
    de: winChance(1, 100),
    cang3: winChance(1, 1000),
    xien2: { win: xienChance(2, results), push: ratio(0) },
    xien3: { win: xienChance(3, results), push: ratio(0) },
    xien4: { win: xienChance(4, results), push: ratio(0) },
  };
  return Object.fromEntries(Object.entries(chances).map(([bet, chance]) => [`${gameType}.${bet}`, chance])) as Record<
    VnBetTypeCode<G>,
    Chance
  >;
}

const vnNorthBetTypes = vnBetTypes('vn_north', VN_NORTH_PRIZES);
const vnSouthBetTypes = vnBetTypes('vn_south', VN_SOUTH_PRIZES);

/** VN North bet type codes. */
export type VnNorthBetType = VnBetTypeCode<'vn_north'>;
/** VN South bet type codes. */
export type VnSouthBetType = VnBetTypeCode<'vn_south'>;

/** The chance (expected hits for lô) of one unit per price key, North: 27 lô numbers. */
export const VN_NORTH_CHANCES = vnChances('vn_north', VN_NORTH_PRIZES);

/** The chance (expected hits for lô) of one unit per price key, South: 18 lô numbers. */
export const VN_SOUTH_CHANCES = vnChances('vn_south', VN_SOUTH_PRIZES);

/** VN North (Miền Bắc): 27 numbers of 5, 4, 3 and 2 digits; fixed odds only. */
export const vnNorth = defineGame({
  gameType: 'vn_north',
  draw: { kind: 'numbers', widths: layoutWidths(VN_NORTH_PRIZES) },
  payModes: ['fixed_odds'],
  resultSchema: layoutResultSchema(VN_NORTH_PRIZES),
  betTypes: vnNorthBetTypes,
  chances: VN_NORTH_CHANCES,
});

/** VN South / Central (one game per province): 18 numbers of 2 to 6 digits; fixed odds only. */
export const vnSouth = defineGame({
  gameType: 'vn_south',
  draw: { kind: 'numbers', widths: layoutWidths(VN_SOUTH_PRIZES) },
  payModes: ['fixed_odds'],
  resultSchema: layoutResultSchema(VN_SOUTH_PRIZES),
  betTypes: vnSouthBetTypes,
  chances: VN_SOUTH_CHANCES,
});
