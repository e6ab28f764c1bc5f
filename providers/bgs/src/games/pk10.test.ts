import { describe, expect, it } from 'vitest';
import { nothing, payouts } from '../test-support';
import { pk10, pk10SumWays } from './pk10';

// Unit stake 200; prize group 1900 pays floor(190 × den / num); fixed odds pay odds / 5.
const R = [6, 4, 2, 3, 9, 1, 7, 5, 8, 10]; // first-two sum 10 (small, even)
const pay = (betType: string, selection: unknown, result: number[] = R) => payouts('pk10', betType, selection, result);
/** A result whose first two numbers are a and b. */
const firstTwo = (a: number, b: number) => [a, b, ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => n !== a && n !== b)];

describe('pk10', () => {
  it('counts the ordered pairs for each sum', () => {
    expect([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map(pk10SumWays)).toEqual([
      2, 2, 4, 4, 6, 6, 8, 8, 10, 8, 8, 6, 6, 4, 4, 2, 2,
    ]);
  });

  it('position: one unit per number, 1/10', () => {
    expect(pay('pk10.position', { position: 1, numbers: [6, 7] })).toEqual({
      units: 2,
      winning: 1,
      push: 0,
      prizeGroup: 1900n,
      fixedOdds: 1960n,
    });
    expect(pay('pk10.position', { position: 10, numbers: [1, 2, 3] })).toEqual(nothing(3));
  });

  it('sum value: each value priced on its own chance; 11 and 12 differ', () => {
    // 10 has 8 ways in 90: floor(190 × 90 / 8) = 2137; 10950 / 5 = 2190.
    expect(pay('pk10.sum_value', { values: [10, 11] })).toEqual({ units: 2, winning: 1, push: 0, prizeGroup: 2137n, fixedOdds: 2190n });
    expect(pay('pk10.sum_value', { values: [3, 19] })).toEqual(nothing(2));
    // 11 has 10 ways: 190 × 9 = 1710; 8760 / 5 = 1752.
    expect(pay('pk10.sum_value', { values: [11, 12] }, firstTwo(5, 6))).toEqual({
      units: 2,
      winning: 1,
      push: 0,
      prizeGroup: 1710n,
      fixedOdds: 1752n,
    });
    expect(pay('pk10.sum_value', { values: [11, 12] }, firstTwo(5, 7))).toEqual({
      units: 2,
      winning: 1,
      push: 0,
      prizeGroup: 2137n,
      fixedOdds: 2190n,
    });
    // 3 has 2 ways: 190 × 45 = 8550; 43800 / 5 = 8760.
    expect(pay('pk10.sum_value', { values: [3] }, firstTwo(2, 1))).toEqual({
      units: 1,
      winning: 1,
      push: 0,
      prizeGroup: 8550n,
      fixedOdds: 8760n,
    });
  });

  it('big/small/odd/even of the sum: 11 is small, 12 big; big and even are 4/9, small and odd 5/9', () => {
    // small: floor(190 × 9 / 5) = 342, 1760 / 5 = 352; even: floor(190 × 9 / 4) = 427, 2200 / 5 = 440.
    expect(pay('pk10.bsoe_sum', { picks: ['small', 'even', 'big'] })).toEqual({
      units: 3,
      winning: 2,
      push: 0,
      prizeGroup: 769n,
      fixedOdds: 792n,
    });
    expect(pay('pk10.bsoe_sum', { picks: ['big', 'odd'] })).toEqual(nothing(2));
    expect(pay('pk10.bsoe_sum', { picks: ['small', 'odd'] }, firstTwo(5, 6))).toEqual({
      units: 2,
      winning: 2,
      push: 0,
      prizeGroup: 684n,
      fixedOdds: 704n,
    });
    expect(pay('pk10.bsoe_sum', { picks: ['big'] }, firstTwo(5, 6))).toEqual(nothing(1));
    expect(pay('pk10.bsoe_sum', { picks: ['big'] }, firstTwo(5, 7))).toEqual({
      units: 1,
      winning: 1,
      push: 0,
      prizeGroup: 427n,
      fixedOdds: 440n,
    });
    expect(pay('pk10.bsoe_sum', { picks: ['small'] }, firstTwo(5, 7))).toEqual(nothing(1));
  });

  it('big/small/odd/even of a position: big 6–10', () => {
    expect(pay('pk10.bsoe_position', { position: 5, picks: ['big'] })).toEqual({
      units: 1,
      winning: 1,
      push: 0,
      prizeGroup: 380n,
      fixedOdds: 390n,
    });
    expect(pay('pk10.bsoe_position', { position: 6, picks: ['big', 'even'] })).toEqual(nothing(2));
    expect(pay('pk10.bsoe_position', { position: 1, picks: ['big'] }, firstTwo(6, 1)).winning).toBe(1);
    expect(pay('pk10.bsoe_position', { position: 1, picks: ['small'] }, firstTwo(5, 1)).winning).toBe(1);
  });

  it('dragon/tiger: position k against 11 − k, never a tie', () => {
    // 5v6: 9 > 1 dragon; 1v10: 6 < 10 tiger.
    expect(pay('pk10.dragon_tiger', { pair: 5, picks: ['dragon', 'tiger'] })).toEqual({
      units: 2,
      winning: 1,
      push: 0,
      prizeGroup: 380n,
      fixedOdds: 390n,
    });
    expect(pay('pk10.dragon_tiger', { pair: 1, picks: ['dragon'] })).toEqual(nothing(1));
    expect([1, 2, 3, 4].map((pair) => pk10.winningCombinations('pk10.dragon_tiger', { pair, picks: ['tiger'] }, R))).toEqual([1, 1, 1, 1]);
  });

  it('refuses invalid selections and results', () => {
    expect(() => pk10.combinations('pk10.sum_value', { values: [2] })).toThrow();
    expect(() => pk10.combinations('pk10.position', { position: 11, numbers: [1] })).toThrow();
    expect(() => pk10.combinations('pk10.dragon_tiger', { pair: 6, picks: ['dragon'] })).toThrow();
    expect(() => pk10.combinations('pk10.dragon_tiger', { pair: 1, picks: ['tie'] })).toThrow();
    expect(() => pk10.winningCombinations('pk10.position', { position: 1, numbers: [1] }, [1, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toThrow();
    expect(() => pk10.probability('pk10.sum_value')).toThrow(RangeError);
  });
});
