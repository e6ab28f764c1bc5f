import { add, mul, type Rational, ratio, sub, toNumber } from '../rational';
import type { SpotReturn } from './types';

/** One result of a game's exact distribution with its weight (the weights need not be normalised). */
export type Weighted<R> = { result: R; weight: bigint };

/** The return of one unit, stake included: `pays(2n)` an even-money win, `pays(195n, 100n)` banker. */
export function pays(num: bigint, den = 1n): SpotReturn {
  return { num, den };
}
export const LOST: SpotReturn = pays(0n);
export const PUSH: SpotReturn = pays(1n);

/** An error for a spot the table does not take. */
export function unknownSpot(game: string, spot: string): RangeError {
  return new RangeError(`${game}: unknown spot ${spot}`);
}

/** The exact expected return of one unit on a spot over a weighted distribution. */
export function expectedReturn<R>(dist: readonly Weighted<R>[], settle: (result: R) => SpotReturn): Rational {
  let total = 0n;
  let sum: Rational = ratio(0n);
  for (const { result, weight } of dist) {
    total += weight;
    const r = settle(result);
    sum = add(sum, mul(ratio(weight), ratio(r.num, r.den)));
  }
  return mul(sum, ratio(1n, total));
}

/** The exact house edge: 1 − expected return. */
export function exactEdge<R>(dist: readonly Weighted<R>[], settle: (result: R) => SpotReturn): Rational {
  return sub(ratio(1n), expectedReturn(dist, settle));
}

export function edgeNumber<R>(dist: readonly Weighted<R>[], settle: (result: R) => SpotReturn): number {
  return toNumber(exactEdge(dist, settle));
}

/** The largest return any result of the distribution pays on a spot. */
export function maxReturnOf<R>(dist: readonly Weighted<R>[], settle: (result: R) => SpotReturn): SpotReturn {
  let best = LOST;
  for (const { result } of dist) {
    const r = settle(result);
    if (r.num * best.den > best.num * r.den) best = r;
  }
  return best;
}

/** Memoises a function of (spot, variant). */
export function memo<T>(compute: (spot: string, variant: string) => T): (spot: string, variant: string) => T {
  const cache = new Map<string, T>();
  return (spot, variant) => {
    const key = `${variant}|${spot}`;
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(spot, variant);
      cache.set(key, value);
    }
    return value;
  };
}

/** Every ordered outcome of `count` fair dice of `faces` faces (each weight 1). */
export function allDice(count: number, faces = 6): number[][] {
  let rolls: number[][] = [[]];
  for (let i = 0; i < count; i++) {
    rolls = rolls.flatMap((roll) => Array.from({ length: faces }, (_, f) => [...roll, f + 1]));
  }
  return rolls;
}

/** Throws unless `variant` is one of the game's. */
export function checkVariant(game: string, variants: readonly string[], variant: string): void {
  if (!variants.includes(variant)) throw new RangeError(`${game}: unknown variant ${variant}`);
}
