import { instantStream } from '../fair/instant';
import type { Uint32Stream } from '../fair/sampling';
import { type Rational, ratio } from '../rational';

/** The worked example of FAIRNESS.md, client seed "fortuna", nonce 0. */
export const VECTOR_SEED = 'f3a1c9e07b2d4856a9e1c3b5d7f90a2c4e6f8091b3d5e7f9a1c3e5f7092b4d6e';
export const VECTOR_CLIENT_SEED = 'fortuna';

/** The instant-game stream of the FAIRNESS.md vector. */
export function vectorStream(nonce = 0): Uint32Stream {
  return instantStream(VECTOR_SEED, VECTOR_CLIENT_SEED, nonce);
}

/** A stream of fresh random numbers (property tests draw many layouts). */
export function seededStream(seed: number): Uint32Stream {
  let x = seed >>> 0 || 1;
  return {
    next() {
      // xorshift32: only a source of varied layouts, never a fairness claim
      x ^= x << 13;
      x >>>= 0;
      x ^= x >>> 17;
      x ^= x << 5;
      x >>>= 0;
      return x;
    },
  };
}

/** "num/den" (a view's multiplierExact) back to a fraction. */
export function parseRational(text: string): Rational {
  const [num, den] = text.split('/');
  return ratio(BigInt(num as string), BigInt(den as string));
}
