/**
 * Exact fractions for probabilities, house edges, odds and payouts (the in-house games and the
 * sportsbook): prices are derived from these, so they are never floats; `toNumber` is only for
 * display and for pricing models.
 */

/** num/den in lowest terms with den > 0. */
export type Rational = { readonly num: bigint; readonly den: bigint };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The fraction num/den, reduced. */
export function ratio(num: bigint | number, den: bigint | number = 1n): Rational {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('ratio: zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

/** a + b */
export function add(a: Rational, b: Rational): Rational {
  return ratio(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** a − b */
export function sub(a: Rational, b: Rational): Rational {
  return ratio(a.num * b.den - b.num * a.den, a.den * b.den);
}

/** a × b */
export function mul(a: Rational, b: Rational): Rational {
  return ratio(a.num * b.num, a.den * b.den);
}

/** a ÷ b */
export function div(a: Rational, b: Rational): Rational {
  return ratio(a.num * b.den, a.den * b.num);
}

/** −1, 0 or 1 as a is less than, equal to or greater than b. */
export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The greatest integer not above r (rounds towards −∞, also for negative r). */
export function floor(r: Rational): bigint {
  const q = r.num / r.den;
  return r.num < 0n && q * r.den !== r.num ? q - 1n : q;
}

/** The nearest double, for display and pricing models only. */
export function toNumber(r: Rational): number {
  return Number(r.num) / Number(r.den);
}
