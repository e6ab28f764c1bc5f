import { instantStream } from '../fair/instant';
import type { Uint32Stream } from '../fair/sampling';

/**
 * Streams for the originals' tests (node only; never imported by a game).
 * - `hmacTestStream`: a round's stream (fair/instant.ts instantStream), for the FAIRNESS.md vectors.
 * - `seededStream`: a fast deterministic stream (splitmix32) for simulations.
 * - `cyclingStream`: the given values, then a counter, so a property test never runs out.
 */

export const TEST_SERVER_SEED = 'f3a1c9e07b2d4856a9e1c3b5d7f90a2c4e6f8091b3d5e7f9a1c3e5f7092b4d6e';
export const TEST_CLIENT_SEED = 'fortuna';

export function hmacTestStream(serverSeed: string, clientSeed: string, nonce: number): Uint32Stream {
  return instantStream(serverSeed, clientSeed, nonce);
}

export function seededStream(seed: number): Uint32Stream {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    },
  };
}

export function cyclingStream(values: readonly number[]): Uint32Stream & { used(): number } {
  let i = 0;
  return {
    next() {
      const value = i < values.length ? (values[i] as number) : (i * 2654435761) % 1_000_003;
      i++;
      return value >>> 0;
    },
    used: () => i,
  };
}
