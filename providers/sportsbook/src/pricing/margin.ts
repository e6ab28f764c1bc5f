import { SportsbookError } from '../errors';
import { MAX_ODDS_MILLI } from '../odds/formats';

/**
 * From fair probabilities to the book's prices. With margin m (0.05 for 5 %) a selection of fair
 * price probability q is offered at decimal odds 1 / (q × (1 + m)), rounded down to 0.01, so the
 * market's overround (the sum of 1/odds, less 1) is m, and a little more from the rounding.
 * A selection too likely to be worth offering (under 1.01) or that cannot win (q = 0) gets no price
 * (null: the board shows it suspended); odds above MAX_ODDS_MILLI are cut to it.
 */

/** The book's prices move in steps of 0.01. */
export const PRICE_STEP_MILLI = 10;

/** The lowest price the pricing offers: 1.01. */
export const MIN_PRICE_MILLI = 1010;

/** The margin the demo book prices with: 5 %. */
export const DEFAULT_MARGIN = 0.05;

/** Checks a margin is a fraction 0 ≤ m < 1 (SportsbookError 'pricing_state_invalid'). */
export function assertMargin(margin: number): void {
  if (!(margin >= 0 && margin < 1)) throw new SportsbookError('pricing_state_invalid', `margin ${margin}`);
}

/** The odds in thousandths for a fair price probability with a margin (above), or null when not offered. */
export function oddsWithMargin(probability: number, margin: number): number | null {
  assertMargin(margin);
  if (!(probability > 0)) return null;
  const decimal = 1 / (probability * (1 + margin));
  // The 1e-9 keeps a price a float lands a hair under its 0.01 step (1.9 as 1.8999…) on the step.
  const steps = Math.floor(decimal * (1000 / PRICE_STEP_MILLI) + 1e-9);
  const milli = Math.min(steps * PRICE_STEP_MILLI, MAX_ODDS_MILLI);
  return milli < MIN_PRICE_MILLI ? null : milli;
}

/** The overround of a market's prices: the sum of 1/odds, less 1 (0.05 is a 5 % book). */
export function overround(oddsMilli: readonly number[]): number {
  return oddsMilli.reduce((sum, odds) => sum + 1000 / odds, 0) - 1;
}
