import type { Outcome } from '../markets/types';

/** The chance of each outcome of one selection; they sum to 1. */
export type OutcomeProbabilities = Record<Outcome, number>;

/** All zero, to add chances to. */
export function noOutcomes(): OutcomeProbabilities {
  return { win: 0, half_win: 0, push: 0, void: 0, half_loss: 0, lose: 0 };
}

/**
 * The fair price probability of a selection: the q for which decimal odds 1/q break even. A half
 * win is half a win and a half loss half a loss; push and void return the stake and drop out:
 * q = W / (W + L) with W = win + half_win / 2, L = lose + half_loss / 2. A quarter line's W and L
 * are the averages of its two halves' (half the stake on each), so it is priced as the average of
 * their outcomes. 0 for a selection that cannot win or lose (certain push or void).
 */
export function priceProbability(outcomes: OutcomeProbabilities): number {
  const win = outcomes.win + outcomes.half_win / 2;
  const lose = outcomes.lose + outcomes.half_loss / 2;
  return win + lose > 0 ? win / (win + lose) : 0;
}

/** A selection with its key, the chance of each outcome and its fair price probability. */
export type FairSelection<S> = { key: string; selection: S; outcomes: OutcomeProbabilities; probability: number };
