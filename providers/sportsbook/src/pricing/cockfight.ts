import { SportsbookError } from '../errors';
import type { CockfightSelection } from '../markets/types';
import { type FairSelection, type OutcomeProbabilities, priceProbability } from './outcomes';

/**
 * Cockfight prices are fixed per fight, not modelled: the chances of meron, wala and a draw.
 * Meron and wala are refunded on a draw, so between them they are a two-way book (price
 * probabilities meron / (meron + wala) and wala / (meron + wala)) that the margin turns into prices
 * near evens; the draw is a bet of its own, priced on its chance with the same margin. With the
 * default 45 / 45 / 10 and a 5 % margin: meron 1.90, wala 1.90, draw 9.52.
 */

/** The chances of a fight's results; they sum to 1. */
export type CockfightModel = { meron: number; wala: number; draw: number };

/** The demo arena's chances: even fights, one in ten drawn. */
export const DEFAULT_COCKFIGHT_MODEL: CockfightModel = { meron: 0.45, wala: 0.45, draw: 0.1 };

/** The cockfight market's selections (meron, wala, draw) with their outcome chances and fair price probabilities (above). */
export function cockfightFairMarket(model: CockfightModel = DEFAULT_COCKFIGHT_MODEL): FairSelection<CockfightSelection>[] {
  const { meron, wala, draw } = model;
  if (![meron, wala, draw].every((p) => p >= 0) || Math.abs(meron + wala + draw - 1) > 1e-9 || meron + wala <= 0) {
    throw new SportsbookError('pricing_state_invalid', 'cockfight chances');
  }
  const none = { half_win: 0, half_loss: 0, void: 0 };
  const table: [CockfightSelection['pick'], OutcomeProbabilities][] = [
    ['meron', { ...none, win: meron, push: draw, lose: wala }],
    ['wala', { ...none, win: wala, push: draw, lose: meron }],
    ['draw', { ...none, win: draw, push: 0, lose: meron + wala }],
  ];
  return table.map(([pick, outcomes]) => ({
    key: `cf:${pick}`,
    selection: { kind: 'cf', pick },
    outcomes,
    probability: priceProbability(outcomes),
  }));
}
