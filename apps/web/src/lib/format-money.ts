import { parseMinor } from '@fortuna/shared';
import { pageSeparators, type Separators } from './number-separators';

/**
 * A decimal string from the API with thousand separators, never through a float, in the page
 * language's conventions ("1234567.50" → "1,234,567.50" in English, "1.234.567,50" in German).
 */
export function groupThousands(amount: string, separators: Separators = pageSeparators()): string {
  const [whole = '', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separators.group);
  return fraction === undefined ? grouped : `${grouped}${separators.decimal}${fraction}`;
}

/** An API amount with its currency symbol: "Ks 1,234.50" (negative: "-Ks 1,234.50"). */
export function formatMoney(amount: string, symbol: string | undefined): string {
  const negative = amount.startsWith('-');
  const grouped = groupThousands(negative ? amount.slice(1) : amount);
  const text = symbol ? `${symbol} ${grouped}` : grouped;
  return negative ? `-${text}` : text;
}

/** A signed API amount for records: "+1,000.00" or "-250.50"; zero has no sign. */
export function formatSigned(amount: string): string {
  if (amount.startsWith('-')) return `-${groupThousands(amount.slice(1))}`;
  return /[1-9]/.test(amount) ? `+${groupThousands(amount)}` : groupThousands(amount);
}

/** Whether an API amount is below zero. */
export function isNegative(amount: string): boolean {
  return amount.startsWith('-') && /[1-9]/.test(amount);
}

/** An API amount ("1000.00") in minor units, or null when it is not one. */
export function toMinor(amount: string): bigint | null {
  try {
    return parseMinor(amount.replace(/^-/, ''));
  } catch {
    return null;
  }
}

/**
 * A non-negative decimal string with exactly two places, rounded half up (the winner board shows
 * two decimals whatever places the currency has: spec §3); never through a float. Text that is not
 * an amount comes back as it is.
 */
export function toTwoPlaces(amount: string): string {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return amount;
  const fraction = match[2] ?? '';
  let cents = BigInt(match[1] ?? '0') * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}
