import { loNumbers } from '@fortuna/bgs/vn';
import { vnSpecial } from './board';
import type { LotteryTypeCode } from './lottery-types';

/**
 * The trend tab's series. For the classic games a series is one position of the result. The
 * regional boards have no positions worth a line, so their series are what their players follow:
 * SEA 4D the four digits of the 1st prize (position n = its nth digit), Vietnamese games the đề
 * number (the ĐB's last two digits, position 1) and every lô number of the board (position 2, how
 * often each came up; no line, as a draw has many).
 */

/** The lowest and highest number of a series, and how many series (positions) a lottery type has. */
export const NUMBER_SPACE: Record<LotteryTypeCode, { min: number; max: number; positions: number }> = {
  SSC: { min: 0, max: 9, positions: 5 },
  PK10: { min: 1, max: 10, positions: 10 },
  '11X5': { min: 1, max: 11, positions: 5 },
  LHC: { min: 1, max: 49, positions: 7 },
  LF: { min: 0, max: 9, positions: 3 },
  SEA4D: { min: 0, max: 9, positions: 4 },
  VN_NORTH: { min: 0, max: 99, positions: 2 },
  VN_SOUTH: { min: 0, max: 99, positions: 2 },
};

/** The values one draw gives a series (`position`, 1-based). */
export function trendValues(result: readonly number[], position: number, lotteryType?: LotteryTypeCode): number[] {
  if (lotteryType === 'SEA4D') {
    const first = result[0];
    return first === undefined ? [] : [Math.floor(first / 10 ** (4 - position)) % 10];
  }
  if (lotteryType === 'VN_NORTH' || lotteryType === 'VN_SOUTH') {
    if (position === 2) return loNumbers(result);
    const special = vnSpecial(lotteryType, result);
    return special ? [special.de] : [];
  }
  const value = result[position - 1];
  return value === undefined ? [] : [value];
}

/** Whether a series has one value per draw, so a line over the draws means something. */
export function hasLine(lotteryType: LotteryTypeCode, position: number): boolean {
  return !((lotteryType === 'VN_NORTH' || lotteryType === 'VN_SOUTH') && position === 2);
}

/** One point per draw, oldest first: the draw's short number and the series' value in it. */
export function trendPoints(
  list: readonly { numero: string; result: readonly number[] }[],
  position: number,
  lotteryType?: LotteryTypeCode,
) {
  return [...list].reverse().map((draw) => ({
    numero: draw.numero,
    label: draw.numero.slice(-4),
    value: trendValues(draw.result, position, lotteryType)[0] ?? null,
  }));
}

/** How often each number of the space came up in a series over the draws. */
export function frequency(list: readonly { result: readonly number[] }[], position: number, lotteryType: LotteryTypeCode) {
  const { min, max } = NUMBER_SPACE[lotteryType];
  const counts = new Map<number, number>();
  for (const draw of list)
    for (const value of trendValues(draw.result, position, lotteryType)) counts.set(value, (counts.get(value) ?? 0) + 1);
  return Array.from({ length: max - min + 1 }, (_, i) => ({ number: min + i, count: counts.get(min + i) ?? 0 }));
}
