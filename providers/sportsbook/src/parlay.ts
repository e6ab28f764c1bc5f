import { SportsbookError } from './errors';
import { returnFactor } from './markets/payout';
import type { Outcome } from './markets/types';
import { decimalOdds } from './odds/formats';
import { floor, mul, type Rational, ratio } from './rational';

/**
 * Parlays (accumulators): one stake on 2 to 10 selections, each from a different match; every
 * leg must come good.
 *
 * - The combined odds are the product of the legs' decimal odds (1.950 × 2.100 = 4.095).
 * - Settlement multiplies the legs' return factors (markets/payout.ts): a win counts its odds,
 *   a half win 1 + (odds − 1)/2, a push or a void 1.000 (the leg drops out), a half loss 0.5
 *   (half the stake is carried on), a loss 0 (the parlay is lost).
 * - The parlay returns floor(stake × product), in minor units: any fraction of a minor unit stays
 *   with the house. A parlay whose every leg is void or push returns the stake.
 * - A lost leg loses the parlay at once, even while other legs are still to play; otherwise any
 *   unsettled leg keeps it open.
 *
 * 100.00 on 1.95 (win) × 2.10 (win) × 1.80 (push) returns 409.50; on 1.90 (half win) × 2.00 (win)
 * returns 100.00 × 1.45 × 2 = 290.00; on 1.90 (win) × 2.00 (half loss) returns 95.00.
 */

/** The fewest legs of a parlay. */
export const PARLAY_MIN_LEGS = 2;

/** The most legs of a parlay. */
export const PARLAY_MAX_LEGS = 10;

/** Why legs cannot make a parlay: too few or too many, or two legs on one match (the server refuses the slip). */
export type ParlayProblem = { reason: 'parlay_leg_count'; legs: number } | { reason: 'parlay_same_match'; matchId: string };

/** The first reason the legs cannot make a parlay (count first, then the first match named twice), or null when they can. */
export function parlayProblem(legs: readonly { matchId: string }[]): ParlayProblem | null {
  if (legs.length < PARLAY_MIN_LEGS || legs.length > PARLAY_MAX_LEGS) return { reason: 'parlay_leg_count', legs: legs.length };
  const seen = new Set<string>();
  for (const { matchId } of legs) {
    if (seen.has(matchId)) return { reason: 'parlay_same_match', matchId };
    seen.add(matchId);
  }
  return null;
}

/** Throws SportsbookError with the parlayProblem's reason when the legs cannot make a parlay. */
export function assertParlayLegs(legs: readonly { matchId: string }[]): void {
  const problem = parlayProblem(legs);
  if (problem) throw new SportsbookError(problem.reason, problem.reason === 'parlay_same_match' ? problem.matchId : String(problem.legs));
}

/** The combined decimal odds of the legs, exactly: the product of their decimal odds. */
export function combinedOdds(legOddsMilli: readonly number[]): Rational {
  return legOddsMilli.reduce<Rational>((product, odds) => mul(product, decimalOdds(odds)), ratio(1));
}

/** The combined odds in thousandths, rounded down, for showing on the slip (a bigint: ten legs at 1000.000 pass any number). */
export function combinedOddsMilli(legOddsMilli: readonly number[]): bigint {
  return floor(mul(combinedOdds(legOddsMilli), ratio(1000)));
}

/** A leg as settlement sees it: its odds when the bet was placed and its outcome, null while unsettled. */
export type ParlayLeg = { oddsMilli: number; outcome: Outcome | null };

/**
 * A parlay's settlement: open while a leg is unsettled and none is lost; else settled, with the
 * product of the legs' factors and the return. `result` says how: lost (a leg lost, nothing
 * returned), refunded (every leg void or push, the stake returned) or paid (anything else, which
 * can be less than the stake when a leg half lost).
 */
export type ParlaySettlement =
  | { status: 'open' }
  | { status: 'settled'; result: 'lost' | 'refunded' | 'paid'; factor: Rational; payout: bigint };

/** Settles a parlay of `stake` minor units on its legs (the rules above). */
export function settleParlay(stake: bigint, legs: readonly ParlayLeg[]): ParlaySettlement {
  if (stake <= 0n) throw new SportsbookError('stake_invalid', String(stake));
  if (legs.length < PARLAY_MIN_LEGS || legs.length > PARLAY_MAX_LEGS) throw new SportsbookError('parlay_leg_count', String(legs.length));
  for (const leg of legs) decimalOdds(leg.oddsMilli);
  if (legs.some((leg) => leg.outcome === 'lose')) return { status: 'settled', result: 'lost', factor: ratio(0), payout: 0n };
  if (legs.some((leg) => leg.outcome === null)) return { status: 'open' };
  const refunded = legs.every((leg) => leg.outcome === 'push' || leg.outcome === 'void');
  const factor = legs.reduce<Rational>((product, leg) => mul(product, returnFactor(leg.oddsMilli, leg.outcome as Outcome)), ratio(1));
  return { status: 'settled', result: refunded ? 'refunded' : 'paid', factor, payout: floor(mul(ratio(stake), factor)) };
}
