import { describe, expect, it } from 'vitest';
import { verifyDrop } from './envelope-verify';

describe('verifyDrop (FAIRNESS.md "Red envelopes" example)', () => {
  it('recomputes drop 7 from its seed in the browser', async () => {
    const result = await verifyDrop({
      seedHash: 'daba37e3114ff773d2c25472d7a5170a509c4388a98c79533cb79d2616fa3f1d',
      serverSeed: 'f3a1c9e07b2d4856a9e1c3b5d7f90a2c4e6f8091b3d5e7f9a1c3e5f7092b4d6e',
      dropId: 7,
      budget: '100.00',
      count: 5,
      minAmount: '5.00',
    });
    expect(result).toEqual({ seedMatchesHash: true, sumMatches: true, amounts: ['32.11', '20.87', '32.02', '8.51', '6.49'] });
  });
});
