import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ODDS_MILLI, MIN_ODDS_MILLI } from '../odds/formats';
import { payout } from './payout';
import { OUTCOMES } from './types';

describe('payout', () => {
  it('returns the stake times the outcome factor, rounded down to a minor unit', () => {
    expect(payout(10_000n, 1950, 'win')).toBe(19_500n);
    expect(payout(10_000n, 1950, 'half_win')).toBe(14_750n); // 5,000 × 1.95 + 5,000
    expect(payout(10_000n, 1950, 'push')).toBe(10_000n);
    expect(payout(10_000n, 1950, 'void')).toBe(10_000n);
    expect(payout(10_000n, 1950, 'half_loss')).toBe(5_000n);
    expect(payout(10_000n, 1950, 'lose')).toBe(0n);
    expect(payout(101n, 1950, 'win')).toBe(196n); // 196.95
    expect(payout(101n, 1950, 'half_win')).toBe(148n); // 148.975
    expect(payout(101n, 1950, 'half_loss')).toBe(50n); // 50.5
    expect(payout(1n, 1001, 'win')).toBe(1n); // 1.001
    expect(payout(999n, 1001, 'win')).toBe(999n); // 999.999
    expect(payout(1000n, 1001, 'win')).toBe(1001n);
  });

  it('refuses a stake that is not positive and odds out of range', () => {
    expect(() => payout(0n, 1950, 'win')).toThrow(/stake_invalid/);
    expect(() => payout(-5n, 1950, 'win')).toThrow(/stake_invalid/);
    expect(() => payout(100n, 1000, 'win')).toThrow(/odds_invalid/);
    expect(() => payout(100n, 1950.5, 'push')).toThrow(/odds_invalid/);
  });

  it('orders the outcomes and never pays more than the exact amount (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.integer({ min: MIN_ODDS_MILLI, max: MAX_ODDS_MILLI }), (stake, odds) => {
        const paid = OUTCOMES.map((outcome) => payout(stake, odds, outcome));
        for (let i = 1; i < paid.length; i++) expect(paid[i]).toBeLessThanOrEqual(paid[i - 1] as bigint);
        expect(paid[0]! * 1000n).toBeLessThanOrEqual(stake * BigInt(odds));
        expect(paid[0]! * 1000n).toBeGreaterThan(stake * BigInt(odds) - 1000n);
      }),
      { numRuns: 200 },
    );
  });
});
