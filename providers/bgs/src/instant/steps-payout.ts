import { compare, div, type Rational, ratio } from '../rational';

/**
 * Payout maths shared by the step-by-step games (Hi-Lo, Mines, Tower). After k safe steps whose
 * joint probability is P, the multiplier is exactly 0.99 / P (a 1 % house edge), and the win is
 * floor(bet × multiplier) in minor units. Everything is an exact fraction; floats only for display.
 */

/** The return to player of every step-by-step game: 99 %. */
export const STEPS_RTP = ratio(99, 100);

/** 0.99 / P: the multiplier after steps whose joint chance of all being safe is `probability`. */
export function stepsMultiplier(probability: Rational): Rational {
  if (probability.num <= 0n || compare(probability, ratio(1)) > 0) throw new RangeError('a probability is in (0, 1]');
  return div(STEPS_RTP, probability);
}

/** floor(bet × multiplier), minor units. */
export function stepsWin(bet: bigint, multiplier: Rational): bigint {
  return (bet * multiplier.num) / multiplier.den;
}

/** A multiplier for display: rounded down to 4 decimals ("1.0312"), so the screen never promises more than the win. */
export function multiplierText(multiplier: Rational): string {
  const scaled = (multiplier.num * 10_000n) / multiplier.den;
  const whole = scaled / 10_000n;
  const fraction = (scaled % 10_000n).toString().padStart(4, '0');
  return `${whole}.${fraction}`;
}

/** A multiplier as JSON-safe exact text "num/den" (the view carries it; the web shows multiplierText). */
export function rationalText(value: Rational): string {
  return `${value.num}/${value.den}`;
}

/** A multiplier as a number rounded up to 4 decimals: an upper bound for maxMultiplier (the max-win check). */
export function multiplierCeiling(multiplier: Rational): number {
  const scaled = (multiplier.num * 10_000n + multiplier.den - 1n) / multiplier.den;
  return Number(scaled) / 10_000;
}
