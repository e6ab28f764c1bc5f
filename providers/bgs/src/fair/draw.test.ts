import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEA4D_PRIZES } from '../games/sea4d';
import { layoutWidths } from '../games/tiered';
import { VN_NORTH_PRIZES, VN_SOUTH_PRIZES } from '../games/vn-board';
import {
  drawBySpec,
  drawDigits,
  drawDistinct,
  drawNumbers,
  drawPermutation,
  drawResult,
  drawStream,
  newServerSeed,
  seedHash,
  type Uint32Stream,
  uniformInt,
  verifyDraw,
} from './draw';

/** The worked example of FAIRNESS.md. */
const SEED = 'f3a1c9e07b2d4856a9e1c3b5d7f90a2c4e6f8091b3d5e7f9a1c3e5f7092b4d6e';
const NUMERO = '20260501-0001';

/** A stream that plays back fixed integers. */
function scripted(values: number[]): Uint32Stream {
  const queue = [...values];
  return {
    next() {
      const value = queue.shift();
      if (value === undefined) throw new Error('scripted stream ran out');
      return value;
    },
  };
}

describe('server seeds', () => {
  it('are 32 random bytes in lowercase hex', () => {
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
  });

  it('are committed to by the SHA-256 of their 64 characters', () => {
    expect(seedHash(SEED)).toBe('daba37e3114ff773d2c25472d7a5170a509c4388a98c79533cb79d2616fa3f1d');
    expect(seedHash(SEED)).toBe(createHash('sha256').update(SEED).digest('hex'));
  });

  it('must be canonical: 64 lowercase hex characters', () => {
    expect(() => seedHash(SEED.toUpperCase())).toThrow(RangeError);
    expect(() => seedHash(SEED.slice(1))).toThrow(RangeError);
    expect(() => drawResult('ssc', 'not hex', 'SSC1M', NUMERO)).toThrow(RangeError);
  });
});

describe('the byte stream', () => {
  it('reads HMAC-SHA256(seed, "code:numero:i") blocks as big-endian uint32', () => {
    const block0 = createHmac('sha256', SEED).update(`SSC1M:${NUMERO}:0`).digest();
    const block1 = createHmac('sha256', SEED).update(`SSC1M:${NUMERO}:1`).digest();
    expect(block0.toString('hex')).toBe('90f9d3063709f4b81ef42b053091869ed66cfcead989fb3d991fef251c995eee');
    const stream = drawStream(SEED, 'SSC1M', NUMERO);
    const words = Array.from({ length: 10 }, () => stream.next());
    expect(words.slice(0, 5)).toEqual([2432291590, 923399352, 519318277, 814843550, 3597466858]);
    expect(words.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => block0.readUInt32BE(4 * i)));
    expect(words.slice(8)).toEqual([block1.readUInt32BE(0), block1.readUInt32BE(4)]);
  });

  it('refuses a colon in the game code or numero, which would make messages ambiguous', () => {
    expect(() => drawStream(SEED, 'A:B', NUMERO)).toThrow(RangeError);
    expect(() => drawStream(SEED, 'SSC1M', '1:2')).toThrow(RangeError);
    expect(() => drawStream(SEED, '', NUMERO)).toThrow(RangeError);
  });
});

describe('uniformInt', () => {
  it('rejects the top of the range so that x mod n has no bias', () => {
    // floor(2^32 / 10) × 10 = 4294967290: 4294967290..4294967295 are skipped.
    expect(uniformInt(scripted([4294967290, 4294967295, 4294967289]), 10)).toBe(9);
    expect(uniformInt(scripted([4294967289]), 10)).toBe(9);
    expect(uniformInt(scripted([17]), 10)).toBe(7);
    // floor(2^32 / 49) × 49 = 4294967257.
    expect(uniformInt(scripted([4294967257, 4294967256]), 49)).toBe(4294967256 % 49);
    expect(uniformInt(scripted([123]), 1)).toBe(0);
  });

  it('refuses an empty or fractional range', () => {
    expect(() => uniformInt(scripted([1]), 0)).toThrow(RangeError);
    expect(() => uniformInt(scripted([1]), 2.5)).toThrow(RangeError);
  });
});

describe('draw kinds', () => {
  it('draws digits with replacement', () => {
    expect(drawDigits(scripted([0, 11, 22, 33, 44]), 5)).toEqual([0, 1, 2, 3, 4]);
  });

  it('shuffles with Fisher–Yates, j = i + uniformInt(n − i), reading nothing for the last item', () => {
    // i=0: j = 0 + 2 % 4 = 2 → [3,2,1,4]; i=1: j = 1 + 0 % 3 = 1; i=2: j = 2 + 1 % 2 = 3 → [3,2,4,1].
    expect(drawPermutation(scripted([2, 0, 1]), 4)).toEqual([3, 2, 4, 1]);
  });

  it('draws numbers of given widths: one uniformInt(10^w) each, in order, repeats allowed', () => {
    expect(drawNumbers(scripted([2240502377, 97630865, 507272611, 12, 12]), [4, 4, 5, 2, 2])).toEqual([2377, 865, 72611, 12, 12]);
    // floor(2^32 / 10^4) × 10^4 = 4294960000 and floor(2^32 / 10^6) × 10^6 = 4294000000 are skipped.
    expect(drawNumbers(scripted([4294960000, 4294959999]), [4])).toEqual([9999]);
    expect(drawNumbers(scripted([4294000000, 4294967295, 4293999999]), [6])).toEqual([999_999]);
    expect(drawBySpec({ kind: 'numbers', widths: [3, 2] }, scripted([1234, 5678]))).toEqual([234, 78]);
    expect(() => drawNumbers(scripted([1]), [0])).toThrow(RangeError);
    expect(() => drawNumbers(scripted([1]), [10])).toThrow(RangeError);
  });

  it('draws the regional boards with their widths, in stored order', () => {
    expect(layoutWidths(SEA4D_PRIZES)).toEqual(new Array(23).fill(4));
    expect(layoutWidths(VN_NORTH_PRIZES)).toEqual([...new Array(10).fill(5), ...new Array(10).fill(4), 3, 3, 3, 2, 2, 2, 2]);
    expect(layoutWidths(VN_SOUTH_PRIZES)).toEqual([2, 3, 4, 4, 4, 4, ...new Array(11).fill(5), 6]);
  });

  it('draws k distinct numbers in draw order: the first k steps of the shuffle', () => {
    // i=0: j = 0 + 10 % 11 = 10 → 11 first; i=1: j = 1 + 0 → 2.
    expect(drawDistinct(scripted([10, 0]), 2, 11)).toEqual([11, 2]);
    expect(() => drawDistinct(scripted([]), 12, 11)).toThrow(RangeError);
  });
});

describe('drawResult', () => {
  it('matches the vectors published in FAIRNESS.md', () => {
    expect(drawResult('ssc', SEED, 'SSC1M', NUMERO)).toEqual([0, 2, 7, 0, 8]);
    expect(drawResult('pk10', SEED, 'PK10', NUMERO)).toEqual([6, 4, 2, 3, 9, 1, 7, 5, 8, 10]);
    expect(drawResult('11x5', SEED, 'GD11X5', NUMERO)).toEqual([10, 2, 3, 8, 1]);
    expect(drawResult('lhc', SEED, 'MARKSIX', NUMERO)).toEqual([23, 4, 1, 8, 45, 25, 33]);
    expect(drawResult('lf', SEED, 'FC3D', NUMERO)).toEqual([6, 6, 2]);
    expect(drawResult('sea4d', SEED, 'MAGNUM4D', NUMERO)).toEqual([
      2377, 1409, 3948, 5633, 2237, 1623, 1447, 3403, 5556, 865, 6915, 7564, 9027, 6241, 4747, 9970, 8027, 4888, 6690, 7003, 341, 1349,
      5615,
    ]);
    expect(drawResult('vn_north', SEED, 'XSMB', NUMERO)).toEqual([
      72611, 78846, 12779, 1220, 85175, 41632, 48970, 55254, 88554, 6851, 4352, 9121, 9512, 16, 8740, 3016, 5063, 8237, 1763, 2632, 127,
      235, 362, 75, 23, 36, 99,
    ]);
    expect(drawResult('vn_south', SEED, 'XSHCM', NUMERO)).toEqual([
      27, 872, 7675, 1084, 5277, 4893, 41306, 72973, 5792, 74749, 14228, 36687, 66447, 17982, 91035, 25245, 99094, 551069,
    ]);
  });

  it('follows the SEA 4D worked example of FAIRNESS.md: each group mod 10000, blocks 0, 1 and 2', () => {
    const block = (i: number) => createHmac('sha256', SEED).update(`MAGNUM4D:${NUMERO}:${i}`).digest();
    expect(block(0).toString('hex')).toBe('858b5a696fdb46811e2afdbc90154f311d86c7cdc66583b7d51a290753171beb');
    expect(block(1).toString('hex')).toBe('50b5b4b405d1ba91cd1616d354ea176cb94a113380ac76c1ceccbf0b6027c882');
    expect(block(2).toString('hex')).toBe('56ea2efbeddcddc8180564e299831e3bf453c3e59e1cb485be8fcebf21a3d884');
    const groups = [0, 1, 2].flatMap((i) => Array.from({ length: 8 }, (_, g) => block(i).readUInt32BE(4 * g))).slice(0, 23);
    expect(groups.slice(0, 5)).toEqual([2240502377, 1876641409, 506133948, 2417315633, 495372237]);
    expect(groups[9]).toBe(97630865);
    expect(groups.every((x) => x < 4294960000)).toBe(true);
    expect(groups.map((x) => x % 10_000)).toEqual(drawResult('sea4d', SEED, 'MAGNUM4D', NUMERO));
  });

  it('follows the VN worked examples of FAIRNESS.md: the first group of block 0 is the first prize read', () => {
    expect(createHmac('sha256', SEED).update(`XSMB:${NUMERO}:0`).digest().readUInt32BE(0)).toBe(507272611);
    expect(createHmac('sha256', SEED).update(`XSHCM:${NUMERO}:0`).digest().readUInt32BE(0)).toBe(3429335127);
  });

  it('is deterministic, and changes with the seed, the game code and the numero', () => {
    const base = drawResult('pk10', SEED, 'PK10', NUMERO);
    expect(drawResult('pk10', SEED, 'PK10', NUMERO)).toEqual(base);
    const other = newServerSeed();
    expect(drawResult('pk10', other, 'PK10', NUMERO)).toEqual(drawResult('pk10', other, 'PK10', NUMERO));
    expect(drawResult('pk10', SEED, 'PK10', '20260501-0002')).not.toEqual(base);
    expect(drawResult('pk10', SEED, 'PK10X', NUMERO)).not.toEqual(base);
  });

  it('draws results of the right shape for every game', () => {
    for (let i = 0; i < 50; i++) {
      const seed = newServerSeed();
      const numero = String(i);
      expect(drawResult('ssc', seed, 'G', numero).every((d) => d >= 0 && d <= 9)).toBe(true);
      expect([...drawResult('pk10', seed, 'G', numero)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const x = drawResult('11x5', seed, 'G', numero);
      expect(new Set(x).size).toBe(5);
      expect(x.every((n) => n >= 1 && n <= 11)).toBe(true);
      const six = drawResult('lhc', seed, 'G', numero);
      expect(new Set(six).size).toBe(7);
      expect(six.every((n) => n >= 1 && n <= 49)).toBe(true);
      expect(drawResult('lf', seed, 'G', numero)).toHaveLength(3);
      for (const [gameType, layout] of [
        ['sea4d', SEA4D_PRIZES],
        ['vn_north', VN_NORTH_PRIZES],
        ['vn_south', VN_SOUTH_PRIZES],
      ] as const) {
        const widths = layoutWidths(layout);
        const board = drawResult(gameType, seed, 'G', numero);
        expect(board).toHaveLength(widths.length);
        expect(board.every((n, p) => Number.isInteger(n) && n >= 0 && n < 10 ** (widths[p] as number))).toBe(true);
      }
    }
  });
});

describe('verifyDraw', () => {
  it('checks the revealed seed against its hash and recomputes the result', () => {
    const hash = seedHash(SEED);
    expect(verifyDraw({ gameType: 'lf', seed: SEED, publishedHash: hash, gameCode: 'FC3D', numero: NUMERO, result: [6, 6, 2] })).toEqual({
      seedMatchesHash: true,
      resultMatches: true,
      recomputed: [6, 6, 2],
    });
    const forged = verifyDraw({
      gameType: 'lf',
      seed: SEED,
      publishedHash: '00'.repeat(32),
      gameCode: 'FC3D',
      numero: NUMERO,
      result: [6, 6, 3],
    });
    expect(forged.seedMatchesHash).toBe(false);
    expect(forged.resultMatches).toBe(false);
  });

  it('recomputes the regional boards', () => {
    const hash = seedHash(SEED);
    const board = drawResult('vn_south', SEED, 'XSHCM', NUMERO);
    expect(verifyDraw({ gameType: 'vn_south', seed: SEED, publishedHash: hash, gameCode: 'XSHCM', numero: NUMERO, result: board })).toEqual(
      {
        seedMatchesHash: true,
        resultMatches: true,
        recomputed: board,
      },
    );
    const changed = board.map((n, i) => (i === 17 ? 551068 : n));
    expect(
      verifyDraw({ gameType: 'vn_south', seed: SEED, publishedHash: hash, gameCode: 'XSHCM', numero: NUMERO, result: changed })
        .resultMatches,
    ).toBe(false);
    expect(
      verifyDraw({ gameType: 'sea4d', seed: SEED, publishedHash: hash, gameCode: 'MAGNUM4D', numero: NUMERO, result: [2377] })
        .resultMatches,
    ).toBe(false);
  });
});
