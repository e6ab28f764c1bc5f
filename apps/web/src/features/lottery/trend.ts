import type { LotteryTypeCode } from './lottery-types';

/** The lowest and highest number of a lottery type's results, for the trend chart's axis. */
export const NUMBER_SPACE: Record<LotteryTypeCode, { min: number; max: number; positions: number }> = {
  SSC: { min: 0, max: 9, positions: 5 },
  PK10: { min: 1, max: 10, positions: 10 },
  '11X5': { min: 1, max: 11, positions: 5 },
  LHC: { min: 1, max: 49, positions: 7 },
  LF: { min: 0, max: 9, positions: 3 },
};

/** One point per draw, oldest first: the draw's short number and the value at `position` (1-based). */
export function trendPoints(list: readonly { numero: string; result: readonly number[] }[], position: number) {
  return [...list]
    .reverse()
    .map((draw) => ({ numero: draw.numero, label: draw.numero.slice(-4), value: draw.result[position - 1] ?? null }));
}

/** How often each number of the space came up at `position` over the draws. */
export function frequency(list: readonly { result: readonly number[] }[], position: number, lotteryType: LotteryTypeCode) {
  const { min, max } = NUMBER_SPACE[lotteryType];
  const counts = new Map<number, number>();
  for (const draw of list) {
    const value = draw.result[position - 1];
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return Array.from({ length: max - min + 1 }, (_, i) => ({ number: min + i, count: counts.get(min + i) ?? 0 }));
}
