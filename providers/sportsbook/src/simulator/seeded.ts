import { createHmac } from 'node:crypto';

/**
 * The simulator's only source of chance, so that a seed replays the same matches:
 * block i (i = 0, 1, 2, …) is HMAC-SHA256 with key = the seed as UTF-8 text and message
 * `${label}:${i}` (e.g. "football:0"); each 32-byte block gives four numbers, 8 bytes at a time:
 * the top 53 bits of the 8 bytes read big-endian, divided by 2^53, a number in [0, 1).
 * The label keeps the sports' streams apart under one seed (as providers/bgs/src/fair/draw.ts
 * keeps games apart).
 */

/** Uniform numbers in [0, 1), from a seed. */
export type RandomSource = { next(): number };

const TWO_POW_53 = 2 ** 53;

/** The stream of a seed and a label (above). The seed is any non-empty text; the label has no colon. */
export function seededRandom(seed: string, label: string): RandomSource {
  if (!seed) throw new RangeError('a simulator seed is non-empty text');
  if (!label || label.includes(':')) throw new RangeError(`invalid label: ${label}`);
  const key = Buffer.from(seed, 'utf8');
  let block = 0;
  let bytes = Buffer.alloc(0);
  let offset = 0;
  return {
    next() {
      if (offset === bytes.length) {
        bytes = createHmac('sha256', key).update(`${label}:${block}`, 'utf8').digest();
        block++;
        offset = 0;
      }
      const high = bytes.readUInt32BE(offset);
      const low = bytes.readUInt32BE(offset + 4);
      offset += 8;
      // 32 high bits and the top 21 of the low ones: 53 bits, all a double holds exactly.
      return (high * 2 ** 21 + (low >>> 11)) / TWO_POW_53;
    },
  };
}

/** A Poisson count with the given mean, by walking its distribution until it passes u. */
export function poissonDraw(random: RandomSource, mean: number): number {
  const u = random.next();
  let k = 0;
  let p = Math.exp(-mean);
  let cumulative = p;
  while (u >= cumulative && p > 0) {
    k++;
    p = (p * mean) / k;
    cumulative += p;
  }
  return k;
}
