import { describe, expect, it } from 'vitest';
import { nothing, payouts } from '../test-support';
import { ssc, sscDragonTiger, sscTriple } from './ssc';

// Unit stake 200; prize group 1900 pays floor(190 × den / num); fixed odds pay odds / 5.
const R = [0, 2, 7, 0, 8]; // front 0 2 7, middle 2 7 0, back 7 0 8; total 17 (small, odd); 0 < 8: tiger
const pay = (betType: string, selection: unknown, result: number[] = R) => payouts('ssc', betType, selection, result);

describe('ssc', () => {
  it('reads parts and dragon/tiger', () => {
    expect(sscTriple(R, 'front')).toEqual([0, 2, 7]);
    expect(sscTriple(R, 'middle')).toEqual([2, 7, 0]);
    expect(sscTriple(R, 'back')).toEqual([7, 0, 8]);
    expect(sscDragonTiger([9, 0, 0, 0, 1])).toBe('dragon');
    expect(sscDragonTiger([1, 0, 0, 0, 9])).toBe('tiger');
    expect(sscDragonTiger([4, 0, 0, 0, 4])).toBe('tie');
  });

  it('position digit: one unit per digit, 1/10', () => {
    expect(pay('ssc.position_digit', { position: 3, digits: [1, 7] })).toEqual({
      units: 2,
      winning: 1,
      push: 0,
      prizeGroup: 1900n,
      fixedOdds: 1960n,
    });
    expect(pay('ssc.position_digit', { position: 1, digits: [5, 9, 1] })).toEqual(nothing(3));
  });

  it('big/small/odd/even of a position: big 5–9', () => {
    expect(pay('ssc.bsoe_position', { position: 3, picks: ['big', 'odd', 'small'] })).toEqual({
      units: 3,
      winning: 2,
      push: 0,
      prizeGroup: 760n,
      fixedOdds: 780n,
    });
    expect(pay('ssc.bsoe_position', { position: 5, picks: ['small', 'odd'] })).toEqual(nothing(2));
    expect(pay('ssc.bsoe_position', { position: 1, picks: ['small'] }, [4, 0, 0, 0, 0]).winning).toBe(1);
    expect(pay('ssc.bsoe_position', { position: 1, picks: ['big'] }, [5, 0, 0, 0, 0]).winning).toBe(1);
  });

  it('big/small/odd/even of the total: 22 is small and even, 23 big and odd', () => {
    expect(pay('ssc.bsoe_total', { picks: ['small'] })).toEqual({ units: 1, winning: 1, push: 0, prizeGroup: 380n, fixedOdds: 390n });
    expect(pay('ssc.bsoe_total', { picks: ['big', 'even'] })).toEqual(nothing(2));
    const all = { picks: ['big', 'small', 'odd', 'even'] };
    const t22 = [9, 9, 4, 0, 0];
    const t23 = [9, 9, 5, 0, 0];
    expect(pay('ssc.bsoe_total', all, t22)).toEqual({ units: 4, winning: 2, push: 0, prizeGroup: 760n, fixedOdds: 780n });
    expect(pay('ssc.bsoe_total', { picks: ['small', 'even'] }, t22).winning).toBe(2);
    expect(pay('ssc.bsoe_total', { picks: ['big', 'odd'] }, t22)).toEqual(nothing(2));
    expect(pay('ssc.bsoe_total', { picks: ['big', 'odd'] }, t23).winning).toBe(2);
    expect(pay('ssc.bsoe_total', { picks: ['small', 'even'] }, t23)).toEqual(nothing(2));
  });

  it('dragon/tiger: 9/20 each; both lose on a tie, which is its own 1/10 pick', () => {
    // floor(190 × 100 / 45) = 422; 2170 / 5 = 434.
    expect(pay('ssc.dragon_tiger', { picks: ['tiger'] })).toEqual({ units: 1, winning: 1, push: 0, prizeGroup: 422n, fixedOdds: 434n });
    expect(pay('ssc.dragon_tiger', { picks: ['dragon', 'tie'] })).toEqual(nothing(2));
    const tie = [4, 1, 2, 3, 4];
    expect(pay('ssc.dragon_tiger', { picks: ['dragon', 'tiger'] }, tie)).toEqual(nothing(2));
    expect(pay('ssc.dragon_tiger', { picks: ['dragon', 'tiger', 'tie'] }, tie)).toEqual({
      units: 3,
      winning: 1,
      push: 0,
      prizeGroup: 1900n,
      fixedOdds: 1950n,
    });
  });

  it('three straight: units are the product of the columns, 1/1000', () => {
    expect(pay('ssc.three_straight', { part: 'back', digits: [[7], [0, 1], [8, 9]] })).toEqual({
      units: 4,
      winning: 1,
      push: 0,
      prizeGroup: 190_000n,
      fixedOdds: 195_000n,
    });
    expect(pay('ssc.three_straight', { part: 'middle', digits: [[2], [7], [0]] }).winning).toBe(1);
    expect(pay('ssc.three_straight', { part: 'front', digits: [[0], [2], [8]] })).toEqual(nothing(1));
    expect(ssc.combinations('ssc.three_straight', { part: 'front', digits: [[0, 1, 2], [3], [4, 5]] })).toBe(6);
  });

  it('group 3: n(n−1) ordered pairs (double, single), 3/1000; a leopard loses', () => {
    const r = [1, 5, 1, 5, 5]; // front {1,1,5}, middle {5,5,1}, back {1,5,5}
    // floor(190 × 1000 / 3) = 63333 (the floor drops a third of a minor unit); 325000 / 5 = 65000.
    expect(pay('ssc.three_group3', { part: 'front', digits: [1, 5, 9] }, r)).toEqual({
      units: 6,
      winning: 1,
      push: 0,
      prizeGroup: 63_333n,
      fixedOdds: 65_000n,
    });
    expect(ssc.winningCombinations('ssc.three_group3', { part: 'middle', digits: [1, 5] }, r)).toBe(1);
    expect(pay('ssc.three_group3', { part: 'front', digits: [5, 9] }, r)).toEqual(nothing(2));
    const all = Array.from({ length: 10 }, (_, d) => d);
    expect(pay('ssc.three_group3', { part: 'front', digits: all }, [3, 3, 3, 0, 0])).toEqual(nothing(90));
    expect(pay('ssc.three_group3', { part: 'front', digits: all }, R)).toEqual(nothing(90));
  });

  it('group 6: C(n, 3) sets, 6/1000; a leopard or a pair loses', () => {
    // floor(190 × 1000 / 6) = 31666; 162500 / 5 = 32500.
    expect(pay('ssc.three_group6', { part: 'front', digits: [0, 2, 7, 9] })).toEqual({
      units: 4,
      winning: 1,
      push: 0,
      prizeGroup: 31_666n,
      fixedOdds: 32_500n,
    });
    expect(pay('ssc.three_group6', { part: 'back', digits: [0, 1, 2] })).toEqual(nothing(1));
    const all = Array.from({ length: 10 }, (_, d) => d);
    expect(pay('ssc.three_group6', { part: 'back', digits: all }, [0, 0, 3, 3, 3])).toEqual(nothing(120));
    expect(pay('ssc.three_group6', { part: 'back', digits: all }, [0, 0, 1, 1, 5])).toEqual(nothing(120));
  });

  it('refuses invalid selections', () => {
    expect(() => ssc.combinations('ssc.position_digit', { position: 6, digits: [1] })).toThrow();
    expect(() => ssc.combinations('ssc.position_digit', { position: 1, digits: [1, 1] })).toThrow();
    expect(() => ssc.combinations('ssc.position_digit', { position: 1, digits: [] })).toThrow();
    expect(() => ssc.combinations('ssc.position_digit', { position: 1, digits: [10] })).toThrow();
    expect(() => ssc.combinations('ssc.position_digit', { position: 1, digits: [1], extra: true })).toThrow();
    expect(() => ssc.combinations('ssc.three_group3', { part: 'front', digits: [1] })).toThrow();
    expect(() => ssc.combinations('ssc.three_group6', { part: 'front', digits: [1, 2] })).toThrow();
    expect(() => ssc.combinations('ssc.three_straight', { part: 'side', digits: [[1], [2], [3]] })).toThrow();
    expect(() => ssc.combinations('ssc.nope' as never, {})).toThrow(RangeError);
    expect(() => ssc.winningCombinations('ssc.bsoe_total', { picks: ['big'] }, [1, 2, 3])).toThrow();
  });
});
