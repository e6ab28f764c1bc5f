/**
 * Crash maths shared by the server and the browser (no node imports: the web bundle verifies games
 * with Web Crypto). Multipliers are integers in hundredths (1.00× = 100n).
 *
 * Crash point (bustabit's formula, house edge 1 %, computed exactly in integers):
 *   h = HMAC-SHA256(key = the game hash's 64 hex characters as text, message = the chain's salt as text)
 *   r = the first 13 hex characters of h (52 bits) as an integer, 0 ≤ r < 2^52
 *   k = floor(99 · 2^52 / (2^52 − r))            (hundredths; k ≥ 99)
 *   crash point = max(k, 100) / 100
 * So P(k ≥ K) = floor(99 · 2^52 / K) / 2^52 = 0.99 / x (to within 2^-52) for every x = K / 100 ≥ 1:
 * 1 % of games have k = 99, an instant crash shown as 1.00×, and an auto cash-out at any target
 * x ≥ 1.01 wins with probability 0.99 / x, a return of 99 %.
 */

export const TWO_POW_52 = 2n ** 52n;
/** 100 − house edge in percent: the numerator of the formula. */
export const CRASH_EDGE_NUMERATOR = 99n;
/** The lowest crash point (hundredths): 1.00×. */
export const MIN_CRASH = 100n;
/** The lowest auto cash-out target (hundredths): 1.01×. */
export const MIN_AUTO_CASHOUT = 101;

const HEX64 = /^[0-9a-f]{64}$/;

/** True for 64 lowercase hex characters (a game hash, a chain seed, an HMAC). */
export function isHex64(value: string): boolean {
  return HEX64.test(value);
}

/** k = floor(99 · 2^52 / (2^52 − r)) for the 52-bit r: the raw crash value in hundredths (99 = instant crash). */
export function rawCrashHundredths(r: bigint): bigint {
  if (r < 0n || r >= TWO_POW_52) throw new RangeError('r is a 52-bit integer');
  return (CRASH_EDGE_NUMERATOR * TWO_POW_52) / (TWO_POW_52 - r);
}

/** The crash point in hundredths from the game's HMAC (64 lowercase hex characters). */
export function crashPointFromHmac(hmacHex: string): bigint {
  if (!isHex64(hmacHex)) throw new RangeError('an HMAC is 64 lowercase hex characters');
  const r = BigInt(`0x${hmacHex.slice(0, 13)}`);
  const k = rawCrashHundredths(r);
  return k < MIN_CRASH ? MIN_CRASH : k;
}

/** The number of 52-bit r whose raw crash value is at least `hundredths` (≥ 100): floor(99 · 2^52 / K). */
export function countAtLeast(hundredths: bigint): bigint {
  if (hundredths < 100n) throw new RangeError('a target is at least 1.00×');
  return (CRASH_EDGE_NUMERATOR * TWO_POW_52) / hundredths;
}

/** "12.34" for 1234 hundredths. */
export function formatMultiplier(hundredths: bigint | number): string {
  const value = BigInt(hundredths);
  const whole = value / 100n;
  const cents = (value % 100n).toString().padStart(2, '0');
  return `${whole}.${cents}`;
}

/** 1234 for "12.34" (one or two decimals allowed); undefined for anything else. */
export function parseMultiplier(text: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** floor(amount × hundredths / 100): a win in minor units, never rounded up. */
export function winOf(amount: bigint, hundredths: bigint | number): bigint {
  return (amount * BigInt(hundredths)) / 100n;
}
