import { z } from 'zod';

/**
 * Money is integer minor units (bigint) everywhere but the wire, where it is a decimal string
 * with the currency's places ("1234.50"). Never a float.
 */
export function formatMinor(amount: bigint, decimals = 2): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const unit = 10n ** BigInt(decimals);
  const whole = abs / unit;
  const fraction = decimals > 0 ? `.${(abs % unit).toString().padStart(decimals, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Parses a non-negative decimal string into minor units; more places than the currency has is an error. */
export function parseMinor(text: string, decimals = 2): bigint {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) throw new Error(`too many decimal places: ${text}`);
  return BigInt(match[1] as string) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** A positive amount as members type it ("100", "100.5", "100.50"); parsed to minor units. */
export const amountSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, 'amount'))
  .transform((v) => parseMinor(v, 2))
  .refine((v) => v > 0n, 'amount must be positive');
