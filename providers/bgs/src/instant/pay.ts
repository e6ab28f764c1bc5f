import { type Rational, ratio } from '../rational';
import { winOf } from './types';

/**
 * Money maths shared by the single-shot originals. A multiplier is a whole number of hundredths
 * (198 = 1.98×) so a payout is exact: win = floor(bet × hundredths / 100) in minor units.
 */

/** floor(bet × hundredths / 100); 0 for a multiplier of 0. */
export function winAt(bet: bigint, hundredths: number): bigint {
  if (!Number.isInteger(hundredths) || hundredths < 0) throw new RangeError(`bad multiplier ${hundredths}`);
  return winOf(bet, BigInt(hundredths), 100n);
}

/** A multiplier in hundredths as an exact fraction (198 → 99/50). */
export function hundredthsRatio(hundredths: number): Rational {
  return ratio(hundredths, 100);
}

/** A multiplier in hundredths for display: 198 → 1.98. */
export function multiplierOf(hundredths: number): number {
  return hundredths / 100;
}
