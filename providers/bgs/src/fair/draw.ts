import { createHash, createHmac, randomBytes } from 'node:crypto';
import { gameDefinition } from '../games/registry';
import type { DrawSpec, GameType } from '../games/types';
import { drawDigits, drawDistinct, drawNumbers, drawPermutation, type Uint32Stream } from './sampling';

export { arrayStream, drawDigits, drawDistinct, drawNumbers, drawPermutation, type Uint32Stream, uniformInt } from './sampling';

/**
 * Provably fair draws. Before betting closes the platform publishes `seedHash(seed)`; after the
 * draw it reveals `seed`, and anyone can recompute the result (providers/bgs/FAIRNESS.md walks through
 * it by hand, with test vectors):
 *
 * 1. The seed is 64 lowercase hex characters (32 random bytes). Its hash is SHA-256 of those 64
 *    characters as UTF-8 text, in lowercase hex.
 * 2. Byte stream: block i (i = 0, 1, 2, …) is HMAC-SHA256 with key = the 64 seed characters as
 *    UTF-8 text and message = `${gameCode}:${numero}:${i}` (e.g. "SSC1M:20260501-0001:0"). The
 *    stream is block 0, then block 1, …, each 32 bytes, read 4 bytes at a time as unsigned 32-bit
 *    big-endian integers (8 per block).
 * 3. uniformInt(n), a number 0..n−1: limit = floor(2^32 / n) × n; take the next integer x of the
 *    stream, skip it while x ≥ limit, answer x mod n. The skip removes modulo bias.
 * 4. The draw kinds:
 *    - digits(k): k times uniformInt(10), in order.
 *    - permutation(n) of 1..n: start from [1, 2, …, n]; for i = 0, 1, …, n − 2: j = i + uniformInt(n − i),
 *      swap items i and j. (The last item is then forced; nothing more is read.)
 *    - distinct(k of N): start from [1, 2, …, N]; for i = 0, …, k − 1: j = i + uniformInt(N − i), swap
 *      items i and j; the result is the first k items, in that order.
 *    - numbers(w1, w2, …): for each width w in order, one uniformInt(10^w), a number 0..10^w − 1
 *      (shown with leading zeros to w digits). The numbers are independent and may repeat.
 * 5. By game type: SSC digits(5); PK10 permutation(10); 11X5 distinct(5 of 11); LHC distinct(7 of 49),
 *    the seventh being the special number; LF digits(3); SEA4D numbers(4 × 23): 1st, 2nd, 3rd prize,
 *    10 special, 10 consolation (games/sea4d.ts SEA4D_PRIZES); VN_NORTH numbers(5 × 10, 4 × 10,
 *    3 × 3, 2 × 4): special, 1st, 2nd ×2, 3rd ×6, 4th ×4, 5th ×6, 6th ×3, 7th ×4; VN_SOUTH numbers(2,
 *    3, 4 × 4, 5 × 11, 6): 8th, 7th, 6th ×3, 5th, 4th ×7, 3rd ×2, 2nd, 1st, special
 *    (games/vn-board.ts VN_NORTH_PRIZES, VN_SOUTH_PRIZES).
 */

const SEED_PATTERN = /^[0-9a-f]{64}$/;

function assertSeed(seed: string): void {
  if (!SEED_PATTERN.test(seed)) throw new RangeError('a server seed is 64 lowercase hex characters');
}

/** A fresh secret server seed: 32 random bytes as 64 lowercase hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment published before betting closes: hex SHA-256 of the seed's 64 characters (UTF-8). */
export function seedHash(seed: string): string {
  assertSeed(seed);
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

/** The deterministic stream of one round: HMAC-SHA256(seed, `${gameCode}:${numero}:${i}`) blocks, 4 bytes at a time. */
export function drawStream(seed: string, gameCode: string, numero: string): Uint32Stream {
  assertSeed(seed);
  // A colon inside either part would let two different rounds share a message.
  if (!gameCode || gameCode.includes(':')) throw new RangeError(`invalid game code: ${gameCode}`);
  if (!numero || numero.includes(':')) throw new RangeError(`invalid numero: ${numero}`);
  const key = Buffer.from(seed, 'utf8');
  let block = 0;
  let bytes = Buffer.alloc(0);
  let offset = 0;
  return {
    next() {
      if (offset === bytes.length) {
        bytes = createHmac('sha256', key).update(`${gameCode}:${numero}:${block}`, 'utf8').digest();
        block++;
        offset = 0;
      }
      const value = bytes.readUInt32BE(offset);
      offset += 4;
      return value;
    },
  };
}

/** Draws the numbers a draw spec describes. */
export function drawBySpec(spec: DrawSpec, stream: Uint32Stream): number[] {
  switch (spec.kind) {
    case 'digits':
      return drawDigits(stream, spec.count);
    case 'permutation':
      return drawPermutation(stream, spec.size);
    case 'distinct':
      return drawDistinct(stream, spec.count, spec.of);
    case 'numbers':
      return drawNumbers(stream, spec.widths);
  }
}

/**
 * The result of one round (numero) of one game, recomputable by anyone once the seed is revealed:
 * the game type's draw kind (step 5 above) over drawStream(seed, gameCode, numero).
 */
export function drawResult(gameType: GameType, seed: string, gameCode: string, numero: string): number[] {
  return drawBySpec(gameDefinition(gameType).draw, drawStream(seed, gameCode, numero));
}

/** Checks a revealed seed against its published hash and recomputes the round's result. */
export function verifyDraw(input: {
  gameType: GameType;
  seed: string;
  publishedHash: string;
  gameCode: string;
  numero: string;
  result: readonly number[];
}): { seedMatchesHash: boolean; resultMatches: boolean; recomputed: number[] } {
  const recomputed = drawResult(input.gameType, input.seed, input.gameCode, input.numero);
  return {
    seedMatchesHash: seedHash(input.seed) === input.publishedHash.toLowerCase(),
    resultMatches: recomputed.length === input.result.length && recomputed.every((n, i) => n === input.result[i]),
    recomputed,
  };
}
