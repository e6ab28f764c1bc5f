import { z } from 'zod';
import type { Bsoe } from './types';

/** An integer in lo..hi. */
export function intIn(lo: number, hi: number) {
  return z.number().int().min(lo).max(hi);
}

/** A list of `min`..`max` different items (a member cannot pick the same number twice). */
export function distinctList<T extends z.ZodType>(item: T, min: number, max: number) {
  return z
    .array(item)
    .min(min)
    .max(max)
    .refine((items) => new Set(items).size === items.length, 'duplicate pick');
}

/** One digit 0–9. */
export const digitSchema = intIn(0, 9);

/** 1..10 different digits. */
export const digitListSchema = (min = 1) => distinctList(digitSchema, min, 10);

/** Big/small/odd/even picks, each at most once. */
export const bsoePicksSchema = distinctList(z.enum(['big', 'small', 'odd', 'even']), 1, 4);

/** Whether a value of a two-sided range is big/small/odd/even; `bigFrom` is the smallest big value. */
export function isBsoe(value: number, pick: Bsoe, bigFrom: number): boolean {
  switch (pick) {
    case 'big':
      return value >= bigFrom;
    case 'small':
      return value < bigFrom;
    case 'odd':
      return value % 2 === 1;
    case 'even':
      return value % 2 === 0;
  }
}
