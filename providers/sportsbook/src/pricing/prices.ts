import type { Selection } from '../markets/types';
import { oddsWithMargin } from './margin';
import type { FairSelection } from './outcomes';

/** A selection with its fair chances and the book's price: odds in thousandths, or null when not offered (margin.ts). */
export type PricedSelection<S extends Selection = Selection> = FairSelection<S> & { oddsMilli: number | null };

/** Prices a fair market (footballFairMarket, esportsFairMarket, cockfightFairMarket) with a margin, 0.05 for 5 % (margin.ts). */
export function priceMarket<S extends Selection>(fair: readonly FairSelection<S>[], margin: number): PricedSelection<S>[] {
  return fair.map((selection) => ({ ...selection, oddsMilli: oddsWithMargin(selection.probability, margin) }));
}
