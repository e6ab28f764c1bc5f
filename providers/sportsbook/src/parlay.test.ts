import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OUTCOMES, type Outcome } from './markets/types';
import { assertParlayLegs, combinedOdds, combinedOddsMilli, type ParlayLeg, parlayProblem, settleParlay } from './parlay';
import { ratio } from './rational';

const legs = (...pairs: [number, Outcome | null][]): ParlayLeg[] => pairs.map(([oddsMilli, outcome]) => ({ oddsMilli, outcome }));
const paid = (stake: bigint, parlay: ParlayLeg[]) => {
  const settlement = settleParlay(stake, parlay);
  return settlement.status === 'settled' ? settlement.payout : null;
};

describe('parlay rules', () => {
  it('take 2 to 10 legs from different matches', () => {
    const on = (...ids: string[]) => ids.map((matchId) => ({ matchId }));
    expect(parlayProblem(on('a', 'b'))).toBeNull();
    expect(parlayProblem(on('1', '2', '3', '4', '5', '6', '7', '8', '9', '10'))).toBeNull();
    expect(parlayProblem(on('a'))).toEqual({ reason: 'parlay_leg_count', legs: 1 });
    expect(parlayProblem(on('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'))).toEqual({ reason: 'parlay_leg_count', legs: 11 });
    expect(parlayProblem(on('a', 'b', 'a'))).toEqual({ reason: 'parlay_same_match', matchId: 'a' });
    expect(() => assertParlayLegs(on('a', 'a'))).toThrow(/parlay_same_match: a/);
    expect(() => assertParlayLegs([])).toThrow(/parlay_leg_count/);
  });

  it('combine the legs’ odds exactly', () => {
    expect(combinedOdds([1950, 2100])).toEqual(ratio(4095, 1000));
    expect(combinedOddsMilli([1950, 2100, 1800])).toBe(7371n);
    expect(combinedOddsMilli([1333, 1333])).toBe(1776n); // 1.776889
    expect(combinedOddsMilli(Array(10).fill(1_000_000))).toBe(10n ** 33n);
  });
});

describe('parlay settlement', () => {
  it('pays the product of the legs’ factors, worked by hand', () => {
    expect(paid(10_000n, legs([1950, 'win'], [2100, 'win'], [1800, 'push']))).toBe(40_950n);
    expect(paid(10_000n, legs([1900, 'half_win'], [2000, 'win']))).toBe(29_000n); // 1.45 × 2
    expect(paid(10_000n, legs([1900, 'win'], [2000, 'half_loss']))).toBe(9_500n); // 1.9 × 0.5
    expect(paid(10_000n, legs([1900, 'half_loss'], [2000, 'half_loss']))).toBe(2_500n);
    expect(paid(10_000n, legs([1900, 'void'], [2000, 'win'], [1500, 'push']))).toBe(20_000n);
    expect(paid(101n, legs([1950, 'win'], [1950, 'win']))).toBe(384n); // 384.0525
  });

  it('is lost on a lost leg, even with legs still open, and open otherwise while a leg is unsettled', () => {
    expect(settleParlay(10_000n, legs([1950, 'lose'], [2100, null], [1800, 'win']))).toEqual({
      status: 'settled',
      result: 'lost',
      factor: ratio(0),
      payout: 0n,
    });
    expect(settleParlay(10_000n, legs([1950, 'win'], [2100, null]))).toEqual({ status: 'open' });
    expect(settleParlay(10_000n, legs([1950, 'void'], [2100, 'push']))).toEqual({
      status: 'settled',
      result: 'refunded',
      factor: ratio(1),
      payout: 10_000n,
    });
    expect(settleParlay(10_000n, legs([1950, 'win'], [2100, 'half_loss']))).toMatchObject({ result: 'paid', payout: 9_750n }); // 1.95 × 0.5: paid, less than the stake
  });

  it('refuses a bad stake, leg count or odds', () => {
    expect(() => settleParlay(0n, legs([1950, 'win'], [1950, 'win']))).toThrow(/stake_invalid/);
    expect(() => settleParlay(100n, legs([1950, 'win']))).toThrow(/parlay_leg_count/);
    expect(() => settleParlay(100n, legs([1950, 'win'], [900, 'win']))).toThrow(/odds_invalid/);
  });

  const legArb = fc.record({
    oddsMilli: fc.integer({ min: 1001, max: 50_000 }),
    outcome: fc.constantFrom<Outcome | null>(...OUTCOMES, null),
  });
  const parlayArb = fc.array(legArb, { minLength: 2, maxLength: 10 });
  const stakeArb = fc.bigInt({ min: 1n, max: 10n ** 12n });

  it('never returns more than stake × the product of the odds (property)', () => {
    fc.assert(
      fc.property(stakeArb, parlayArb, (stake, parlay) => {
        const settlement = settleParlay(stake, parlay);
        if (settlement.status === 'open') return;
        const oddsProduct = parlay.reduce((p, leg) => p * BigInt(leg.oddsMilli), 1n);
        expect(settlement.payout * 1000n ** BigInt(parlay.length)).toBeLessThanOrEqual(stake * oddsProduct);
      }),
      { numRuns: 200 },
    );
  });

  it('returns the stake when every leg is void or push (property)', () => {
    const refundArb = fc.array(
      fc.record({ oddsMilli: fc.integer({ min: 1001, max: 50_000 }), outcome: fc.constantFrom<Outcome>('push', 'void') }),
      {
        minLength: 2,
        maxLength: 10,
      },
    );
    fc.assert(
      fc.property(stakeArb, refundArb, (stake, parlay) => paid(stake, parlay) === stake),
      { numRuns: 200 },
    );
  });

  it('does not depend on the order of the legs (property)', () => {
    fc.assert(
      fc.property(stakeArb, parlayArb, fc.infiniteStream(fc.nat()), (stake, parlay, keys) => {
        const order = parlay.map((leg) => [keys.next().value as number, leg] as const);
        const shuffled = order.sort((a, b) => a[0] - b[0]).map(([, leg]) => leg);
        expect(settleParlay(stake, shuffled)).toEqual(settleParlay(stake, parlay));
      }),
      { numRuns: 200 },
    );
  });
});
