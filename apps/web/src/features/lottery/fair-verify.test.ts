import { describe, expect, it } from 'vitest';
import { isSeed, recomputeDraw, sha256Hex, verifyInBrowser } from './fair-verify';

// The worked examples and test vectors of providers/bgs/FAIRNESS.md.
const SEED = 'f3a1c9e07b2d4856a9e1c3b5d7f90a2c4e6f8091b3d5e7f9a1c3e5f7092b4d6e';
const HASH = 'daba37e3114ff773d2c25472d7a5170a509c4388a98c79533cb79d2616fa3f1d';
const NUMERO = '20260501-0001';

describe('browser verification (Web Crypto)', () => {
  it('hashes the seed as text to the published hash', async () => {
    expect(await sha256Hex(SEED)).toBe(HASH);
  });

  it.each([
    ['SSC', 'SSC1M', [0, 2, 7, 0, 8]],
    ['PK10', 'PK10', [6, 4, 2, 3, 9, 1, 7, 5, 8, 10]],
    ['11X5', 'GD11X5', [10, 2, 3, 8, 1]],
    ['LHC', 'MARKSIX', [23, 4, 1, 8, 45, 25, 33]],
    ['LF', 'FC3D', [6, 6, 2]],
  ] as const)('recomputes the %s vector', async (lotteryType, gameCode, result) => {
    expect(await recomputeDraw(lotteryType, SEED, gameCode, NUMERO)).toEqual(result);
  });

  it('confirms a true draw and catches a changed result or seed', async () => {
    const base = { lotteryType: 'SSC' as const, gameCode: 'SSC1M', numero: NUMERO, serverSeed: SEED, seedHash: HASH };
    expect(await verifyInBrowser({ ...base, result: [0, 2, 7, 0, 8] })).toEqual({
      seedMatchesHash: true,
      resultMatches: true,
      recomputed: [0, 2, 7, 0, 8],
    });
    expect((await verifyInBrowser({ ...base, result: [0, 2, 7, 0, 9] })).resultMatches).toBe(false);
    const otherSeed = `${SEED.slice(0, 63)}0`;
    expect((await verifyInBrowser({ ...base, serverSeed: otherSeed, result: [0, 2, 7, 0, 8] })).seedMatchesHash).toBe(false);
  });

  it('refuses an uppercase seed rather than treating it as another key', async () => {
    expect(isSeed(SEED.toUpperCase())).toBe(false);
    await expect(recomputeDraw('SSC', SEED.toUpperCase(), 'SSC1M', NUMERO)).rejects.toThrow(RangeError);
  });
});
