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
    // The regional boards (drawResult of providers/bgs, FAIRNESS.md's table): one uniformInt(10^w) per prize.
    [
      'SEA4D',
      'MAGNUM4D',
      [
        2377, 1409, 3948, 5633, 2237, 1623, 1447, 3403, 5556, 865, 6915, 7564, 9027, 6241, 4747, 9970, 8027, 4888, 6690, 7003, 341, 1349,
        5615,
      ],
    ],
    [
      'VN_NORTH',
      'XSMB',
      [
        72611, 78846, 12779, 1220, 85175, 41632, 48970, 55254, 88554, 6851, 4352, 9121, 9512, 16, 8740, 3016, 5063, 8237, 1763, 2632, 127,
        235, 362, 75, 23, 36, 99,
      ],
    ],
    [
      'VN_SOUTH',
      'XSHCM',
      [27, 872, 7675, 1084, 5277, 4893, 41306, 72973, 5792, 74749, 14228, 36687, 66447, 17982, 91035, 25245, 99094, 551069],
    ],
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

  it('catches a board changed in one prize', async () => {
    const result = await recomputeDraw('VN_SOUTH', SEED, 'XSHCM', NUMERO);
    const base = { lotteryType: 'VN_SOUTH' as const, gameCode: 'XSHCM', numero: NUMERO, serverSeed: SEED, seedHash: HASH };
    expect((await verifyInBrowser({ ...base, result })).resultMatches).toBe(true);
    expect((await verifyInBrowser({ ...base, result: [...result.slice(0, -1), 551068] })).resultMatches).toBe(false);
    expect((await verifyInBrowser({ ...base, result: result.slice(0, -1) })).resultMatches).toBe(false);
  });

  it('refuses an uppercase seed rather than treating it as another key', async () => {
    expect(isSeed(SEED.toUpperCase())).toBe(false);
    await expect(recomputeDraw('SSC', SEED.toUpperCase(), 'SSC1M', NUMERO)).rejects.toThrow(RangeError);
  });
});
