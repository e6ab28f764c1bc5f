import { layoutSize, prizeLayout } from './tiered';
import type { DrawnNumbers, PrizeLayout } from './types';

/**
 * The result boards of the Vietnamese lottery (xổ số), stored in the order they are read and
 * drawn: North (Miền Bắc) from the special prize (giải đặc biệt, ĐB) down to the seventh, South
 * (Miền Nam, and Miền Trung, one game per province) from the eighth up to the special. Every
 * number is drawn on its own, 0..10^width − 1, so numbers and their endings can repeat.
 */

/** The prize tiers of a Vietnamese board. */
export type VnTier = 'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh' | 'eighth';

/** North: 27 numbers — ĐB 5 digits, 1st 5, 2nd 5 ×2, 3rd 5 ×6, 4th 4 ×4, 5th 4 ×6, 6th 3 ×3, 7th 2 ×4. */
export const VN_NORTH_PRIZES: PrizeLayout<VnTier> = prizeLayout<VnTier>([
  ['special', 5, 1],
  ['first', 5, 1],
  ['second', 5, 2],
  ['third', 5, 6],
  ['fourth', 4, 4],
  ['fifth', 4, 6],
  ['sixth', 3, 3],
  ['seventh', 2, 4],
]);

/** South / Central: 18 numbers — 8th 2 digits, 7th 3, 6th 4 ×3, 5th 4, 4th 5 ×7, 3rd 5 ×2, 2nd 5, 1st 5, ĐB 6. */
export const VN_SOUTH_PRIZES: PrizeLayout<VnTier> = prizeLayout<VnTier>([
  ['eighth', 2, 1],
  ['seventh', 3, 1],
  ['sixth', 4, 3],
  ['fifth', 4, 1],
  ['fourth', 5, 7],
  ['third', 5, 2],
  ['second', 5, 1],
  ['first', 5, 1],
  ['special', 6, 1],
]);

/** The lô numbers of a result: the last two digits of every number, in result order. */
export function loNumbers(result: DrawnNumbers): number[] {
  return result.map((value) => value % 100);
}

/**
 * The head/tail (đầu/đuôi) table: for each head digit 0–9 (the tens of a lô number), the tails
 * (units) of the lô numbers that came up, ascending and repeated as often as they came up. Throws
 * when the result does not fit the board.
 */
export function headTail(result: DrawnNumbers, layout: PrizeLayout): number[][] {
  if (result.length !== layoutSize(layout)) throw new RangeError(`a result of this board has ${layoutSize(layout)} numbers`);
  const heads = Array.from({ length: 10 }, (): number[] => []);
  for (const lo of loNumbers(result)) heads[Math.floor(lo / 10)]?.push(lo % 10);
  for (const tails of heads) tails.sort((a, b) => a - b);
  return heads;
}
