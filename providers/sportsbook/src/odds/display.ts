import { SportsbookError } from '../errors';
import { compare, type Rational, ratio } from '../rational';
import { fromOddsFormat, type OddsFormat, toOddsFormat } from './formats';

/**
 * How prices are written on screen, and read back when an operator types one.
 *
 * - A price that is whole thousandths in its format is written exactly: two places, three when it
 *   has a thousandth. Decimal and HK always are (1950 → "1.95" / "0.95"; 1955 → "1.955" / "0.955"),
 *   and so are the positive Malay and Indonesian prices, which equal HK.
 * - Any other price (the negative Malay and Indonesian ones, −1/HK, which rarely end) is rounded to
 *   `places` places (2 by default, as Asian books show them; 3 on request), to the nearest, ties away
 *   from zero. 1950 → Indo "-1.05" (−1.0526…); 2500 → Malay "-0.67" (−0.666…); 2250 → Malay "-0.80".
 * - Even money is written positive: "1.00" in every Asian format.
 *
 * The written price is for reading only: a bet is always paid on the stored decimal thousandths.
 */

/** Writing options: the places of a price that is not whole thousandths, and the least places of one that is. */
export type OddsDisplayOptions = { places?: 2 | 3 };

/** The price as members read it in their chosen format (see above). */
export function formatOdds(oddsMilli: number, format: OddsFormat, options: OddsDisplayOptions = {}): string {
  const places = options.places ?? 2;
  const value = toOddsFormat(oddsMilli, format);
  if (1000n % value.den === 0n) return decimalText(value, 100n % value.den === 0n ? places : 3);
  return decimalText(value, places);
}

/**
 * Reads a price typed in a format ("0.95", "-0.87", "+1.20") as the exact decimal odds it stands for
 * (SportsbookError 'odds_invalid' for text that is not a number or a value the format cannot take).
 * oddsMilliOf(parseOdds(text, format), 'down') is the price to store.
 */
export function parseOdds(text: string, format: OddsFormat): Rational {
  const match = /^([+-]?)(\d{1,7})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) throw new SportsbookError('odds_invalid', text);
  const fraction = match[3] ?? '';
  const digits = BigInt(`${match[2]}${fraction}`);
  const value = ratio(match[1] === '-' ? -digits : digits, 10n ** BigInt(fraction.length));
  return fromOddsFormat(value, format);
}

/** r written with exactly `places` places, rounded to the nearest with ties away from zero. */
function decimalText(r: Rational, places: number): string {
  const negative = compare(r, ratio(0)) < 0;
  const unit = 10n ** BigInt(places);
  const abs = negative ? -r.num : r.num;
  // round(|r| × unit) with ties up: floor((2 × |num| × unit + den) / (2 × den)).
  const scaled = (2n * abs * unit + r.den) / (2n * r.den);
  const whole = scaled / unit;
  const fraction = places > 0 ? `.${(scaled % unit).toString().padStart(places, '0')}` : '';
  return `${negative && scaled !== 0n ? '-' : ''}${whole}${fraction}`;
}
