import { SportsbookError } from '../errors';
import { decimalOdds } from '../odds/formats';
import { floor, mul, type Rational, ratio } from '../rational';
import type { Outcome } from './types';

/**
 * What a settled single bet returns, in minor units, stake included. With stake s and decimal
 * odds d (thousandths / 1000):
 *
 * | outcome     | return factor    | return                      |
 * |-------------|------------------|-----------------------------|
 * | win         | d                | floor(s × d)                |
 * | half_win    | (d + 1) / 2      | floor(s × (d + 1) / 2)      |
 * | push, void  | 1                | s                           |
 * | half_loss   | 1/2              | floor(s / 2)                |
 * | lose        | 0                | 0                           |
 *
 * The exact return is computed as a fraction and rounded down once, so any fraction of a minor
 * unit stays with the house: 1.01 at 1.950 wins floor(196.95) = 196 (minor units of 101 at 1950);
 * a half win of 101 at 1.950 returns floor(148.975) = 148; a half loss of 101 returns 50.
 */
export function payout(stake: bigint, oddsMilli: number, outcome: Outcome): bigint {
  if (stake <= 0n) throw new SportsbookError('stake_invalid', String(stake));
  return floor(mul(ratio(stake), returnFactor(oddsMilli, outcome)));
}

/** The return per unit staked of an outcome at decimal odds in thousandths (the table above); parlays multiply these. */
export function returnFactor(oddsMilli: number, outcome: Outcome): Rational {
  const odds = decimalOdds(oddsMilli);
  switch (outcome) {
    case 'win':
      return odds;
    case 'half_win':
      return ratio(odds.num + odds.den, 2n * odds.den);
    case 'push':
    case 'void':
      return ratio(1);
    case 'half_loss':
      return ratio(1, 2);
    case 'lose':
      return ratio(0);
  }
}
