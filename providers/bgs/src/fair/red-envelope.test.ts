import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawStream, seedHash } from './draw';
import { splitBudget } from './red-envelope';
import { arrayStream } from './sampling';

const SEED = 'f3a1c9e07b2d4856a9e1c3b5d7f90a2c4e6f8091b3d5e7f9a1c3e5f7092b4d6e';

describe('splitBudget (FAIRNESS.md "Red envelopes")', () => {
  it('matches the documented test vector', () => {
    expect(seedHash(SEED)).toBe('daba37e3114ff773d2c25472d7a5170a509c4388a98c79533cb79d2616fa3f1d');
    // Drop 7: 100.00 in 5 envelopes of at least 5.00 (minor units).
    const amounts = splitBudget(drawStream(SEED, 'RED', '7'), 10_000n, 5, 500n);
    expect(amounts).toEqual(VECTOR);
  });

  it('sums exactly to the budget, each at least the minimum, and is reproducible from the seed', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 200 }),
        fc.bigInt({ min: 1n, max: 100_000n }),
        fc.bigInt({ min: 0n, max: 4_294_967_295n }),
        (seed, dropId, count, min, extra) => {
          const budget = BigInt(count) * min + extra;
          const amounts = splitBudget(drawStream(seed, 'RED', String(dropId)), budget, count, min);
          expect(amounts).toHaveLength(count);
          expect(amounts.reduce((a, b) => a + b, 0n)).toBe(budget);
          for (const amount of amounts) expect(amount >= min).toBe(true);
          expect(splitBudget(drawStream(seed, 'RED', String(dropId)), budget, count, min)).toEqual(amounts);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a budget below count × min or too far above it', () => {
    expect(() => splitBudget(arrayStream([]), 99n, 10, 10n)).toThrow(RangeError);
    expect(() => splitBudget(arrayStream([]), 4_294_967_296n + 10n, 1, 10n)).toThrow(RangeError);
    // One envelope holds the whole budget and reads nothing.
    expect(splitBudget(arrayStream([]), 1234n, 1, 10n)).toEqual([1234n]);
  });
});

const VECTOR: bigint[] = [3211n, 2087n, 3202n, 851n, 649n];
