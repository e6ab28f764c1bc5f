import { z } from 'zod';
import { winIf } from './define-game';
import type { BetTypeDefinition, DrawContext, DrawnNumbers, PrizeLayout, PrizeTier } from './types';

/**
 * What the tiered (regional) games share: a result board of numbers of several widths in prize
 * tiers, and bet types that pay per hit (types.ts BetTypeDefinition.hits).
 */

/** Builds a layout from [tier, width, count] rows in stored order: each tier takes the next `count` positions. */
export function prizeLayout<T extends string>(rows: readonly (readonly [tier: T, width: number, count: number])[]): PrizeLayout<T> {
  let next = 0;
  return rows.map(([tier, width, count]): PrizeTier<T> => {
    const slots = Array.from({ length: count }, (_, i) => next + i);
    next += count;
    return { tier, width, slots };
  });
}

/** How many numbers a board holds. */
export function layoutSize(layout: PrizeLayout): number {
  return layout.reduce((size, row) => size + row.slots.length, 0);
}

/** The width of each result position, in order: the widths of the draw (DrawSpec `numbers`). */
export function layoutWidths(layout: PrizeLayout): number[] {
  return layout.flatMap((row) => row.slots.map(() => row.width));
}

/** The tier of each result position, in order. */
export function slotTiers<T extends string>(layout: PrizeLayout<T>): T[] {
  return layout.flatMap((row) => row.slots.map(() => row.tier));
}

/** The positions of one tier; throws when the layout has no such tier. */
export function tierSlots<T extends string>(layout: PrizeLayout<T>, tier: T): readonly number[] {
  const row = layout.find((r) => r.tier === tier);
  if (!row) throw new RangeError(`no prize tier ${tier}`);
  return row.slots;
}

/** A result of a board: one integer of 0..10^width − 1 per position. */
export function layoutResultSchema(layout: PrizeLayout): z.ZodType<number[]> {
  const widths = layoutWidths(layout);
  return z
    .array(z.number().int().min(0))
    .length(widths.length)
    .refine((numbers) => numbers.every((n, i) => n < 10 ** (widths[i] as number)), 'number wider than its prize');
}

/** A number as its prize shows it: `width` digits with leading zeros (7 of width 4 → "0007"). */
export function padNumber(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** A string of exactly `width` digits 0–9 ("07", "0123"): picks keep their leading zeros. */
export function digitStringSchema(width: number) {
  return z.string().regex(new RegExp(`^[0-9]{${width}}$`), `${width} digits`);
}

/**
 * A tiered bet type from its hits: a unit wins exactly when it has a hit, and its headline price
 * key is its best-paying tier.
 */
export function tieredBetType<S, U>(
  definition: Omit<BetTypeDefinition<S, U>, 'judge' | 'priceKey' | 'hits' | 'tiers'> & {
    hits(unit: U, result: DrawnNumbers, context: DrawContext): string[];
    tiers(unit: U | undefined, context: DrawContext): string[];
  },
): BetTypeDefinition<S, U> {
  return {
    ...definition,
    judge: (unit, result, context) => winIf(definition.hits(unit, result, context).length > 0),
    priceKey: (unit, context) => definition.tiers(unit, context)[0] as string,
  };
}
