import { SportsbookError } from '../errors';
import { add, compare, div, floor, mul, type Rational, ratio, sub } from '../rational';

/**
 * Odds formats. The book stores one price per selection: decimal odds in integer thousandths
 * (`1950` is 1.950, the whole return per unit staked, stake included). The Asian formats are other
 * ways of writing the same price, all derived exactly (as fractions) from the decimal one:
 *
 * - Hong Kong (hk): the net win per unit staked, HK = decimal − 1. Always positive: 1.950 → 0.95.
 * - Malay: HK when HK ≤ 1 (the favourite, paying at most even money); −1/HK when HK > 1 (the
 *   underdog: stake |Malay| to win 1). 1.950 → 0.95; 2.500 → HK 1.5 → −0.666…
 * - Indonesian (indo): HK when HK ≥ 1; −1/HK when HK < 1 (stake |Indo| to win 1).
 *   2.500 → 1.5; 1.950 → HK 0.95 → −1.0526…
 *
 * Even money (decimal 2.000) is HK 1, Malay 1 (or −1) and Indo 1 (or −1): both signs mean the same
 * price, and the book writes it positive.
 */

/** The ways a price can be written. */
export type OddsFormat = 'decimal' | 'hk' | 'malay' | 'indo';

/** Every odds format, in the order the member's setting lists them. */
export const ODDS_FORMATS = ['decimal', 'hk', 'malay', 'indo'] as const satisfies readonly OddsFormat[];

/** The lowest price the book stores: 1.001 (a price of 1.000 would return only the stake). */
export const MIN_ODDS_MILLI = 1001;

/** The highest price the book stores: 1000.000. */
export const MAX_ODDS_MILLI = 1_000_000;

const THOUSAND = 1000n;
const ONE = ratio(1);

/** Checks odds are whole thousandths in MIN_ODDS_MILLI..MAX_ODDS_MILLI; anything else is a SportsbookError('odds_invalid'). */
export function assertOddsMilli(oddsMilli: number): void {
  if (!Number.isInteger(oddsMilli) || oddsMilli < MIN_ODDS_MILLI || oddsMilli > MAX_ODDS_MILLI) {
    throw new SportsbookError('odds_invalid', String(oddsMilli));
  }
}

/** Decimal odds in thousandths as an exact fraction: 1950 → 39/20. */
export function decimalOdds(oddsMilli: number): Rational {
  assertOddsMilli(oddsMilli);
  return ratio(BigInt(oddsMilli), THOUSAND);
}

/** The price written in a format, exactly: toOddsFormat(1950, 'indo') is −20/19 (−1.0526…). */
export function toOddsFormat(oddsMilli: number, format: OddsFormat): Rational {
  const decimal = decimalOdds(oddsMilli);
  if (format === 'decimal') return decimal;
  const hk = sub(decimal, ONE);
  if (format === 'hk') return hk;
  const negative = format === 'malay' ? compare(hk, ONE) > 0 : compare(hk, ONE) < 0;
  return negative ? div(ratio(-1), hk) : hk;
}

/**
 * The decimal odds a value in a format stands for, exactly (the inverse of toOddsFormat). A value
 * the format cannot take is a SportsbookError('odds_invalid'): decimal ≤ 1, HK ≤ 0, Malay outside
 * [−1, 0) ∪ (0, 1], Indonesian inside (−1, 1).
 */
export function fromOddsFormat(value: Rational, format: OddsFormat): Rational {
  const bad = () => new SportsbookError('odds_invalid', `${value.num}/${value.den} as ${format}`);
  if (format === 'decimal') {
    if (compare(value, ONE) <= 0) throw bad();
    return value;
  }
  const sign = compare(value, ratio(0));
  if (sign === 0) throw bad();
  if (format === 'hk' && sign < 0) throw bad();
  if (format === 'malay' && (compare(value, ratio(-1)) < 0 || compare(value, ONE) > 0)) throw bad();
  if (format === 'indo' && compare(value, ratio(-1)) > 0 && compare(value, ONE) < 0) throw bad();
  const hk = sign > 0 ? value : div(ratio(-1), value);
  return add(hk, ONE);
}

/**
 * Decimal odds as stored, in thousandths. 'exact' refuses a price that is not a whole thousandth
 * (SportsbookError 'odds_invalid'); 'down' rounds down to one, so the book never pays more than the
 * price it was given (Malay −0.87 is 2.149425… and is stored as 2149).
 */
export function oddsMilliOf(decimal: Rational, rounding: 'exact' | 'down' = 'exact'): number {
  const scaled = mul(decimal, ratio(THOUSAND));
  if (rounding === 'exact' && scaled.den !== 1n)
    throw new SportsbookError('odds_invalid', `${decimal.num}/${decimal.den} is not whole thousandths`);
  const milli = Number(floor(scaled));
  assertOddsMilli(milli);
  return milli;
}
