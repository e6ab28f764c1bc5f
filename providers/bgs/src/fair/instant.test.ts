import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chiSquareStatistic, chiSquareSurvival } from './chi-square';
import { CLIENT_SEED_PATTERN, instantStream } from './instant';
import { uniformInt } from './sampling';

const SEED = 'f3a1c9e07b2d4856a9e1c3b5d7f90a2c4e6f8091b3d5e7f9a1c3e5f7092b4d6e';

describe('instant rounds: the seed-pair stream', () => {
  it('is the lottery stream with the client seed and nonce in the message (FAIRNESS.md vector)', () => {
    const stream = instantStream(SEED, 'fortuna', 0);
    const block = createHmac('sha256', Buffer.from(SEED, 'utf8')).update('fortuna:0:0').digest();
    expect(block.toString('hex')).toBe('46607bdbb2efcc8a3ccbafc512048a1cf0df8d49f32fb71b6ffc9d541f497f30');
    for (let i = 0; i < 8; i++) expect(stream.next()).toBe(block.readUInt32BE(i * 4));
    const next = createHmac('sha256', Buffer.from(SEED, 'utf8')).update('fortuna:0:1').digest();
    expect(stream.next()).toBe(next.readUInt32BE(0));
  });

  it('refuses a client seed that could make two rounds share a message, and a bad nonce', () => {
    expect(CLIENT_SEED_PATTERN.test('a:b')).toBe(false);
    expect(() => instantStream(SEED, 'a:b', 0)).toThrow(RangeError);
    expect(() => instantStream(SEED, '', 0)).toThrow(RangeError);
    expect(() => instantStream(SEED, 'ok', -1)).toThrow(RangeError);
    expect(() => instantStream(SEED, 'ok', 1.5)).toThrow(RangeError);
    expect(() => instantStream(SEED.toUpperCase(), 'ok', 0)).toThrow(RangeError);
  });

  it('gives uniform picks across nonces: chi-square of the first pick of 60,000 rounds for several n', () => {
    for (const n of [2, 6, 37, 52, 100, 10000]) {
      const rounds = n === 10000 ? 200_000 : 60_000;
      const counts = new Array<number>(n).fill(0);
      for (let nonce = 0; nonce < rounds; nonce++) {
        const pick = uniformInt(instantStream(SEED, 'chi-square', nonce), n);
        counts[pick] = (counts[pick] ?? 0) + 1;
      }
      const p = chiSquareSurvival(chiSquareStatistic(counts), n - 1);
      // A fair sampler fails this at the 0.1 % level once in a thousand runs; the seed is fixed, so the run is too.
      expect(p, `n = ${n}`).toBeGreaterThan(0.001);
    }
  }, 120_000);
});
