import { parseMinor } from '@fortuna/shared';
import { z } from 'zod';

/** A money parameter of a rule, as operators type it ("100", "100.50"); see {@link minor}. */
export const moneyParam = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'amount');

/** A money parameter in the merchant's minor units. */
export function minor(text: string, decimals: number): bigint {
  return parseMinor(text, decimals);
}

/** A percentage of an amount, rounded down to the minor unit (`percent` may have two decimals). */
export function percentOf(amount: bigint, percent: number): bigint {
  return (amount * BigInt(Math.round(percent * 100))) / 10_000n;
}
