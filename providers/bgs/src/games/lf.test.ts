import { describe, expect, it } from 'vitest';
import { nothing, payouts } from '../test-support';
import { lf } from './lf';

// Unit stake 200; prize group 1900 pays floor(190 × den / num); fixed odds pay odds / 5.
const R = [6, 6, 2];
const ALL = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const pay = (betType: string, selection: unknown, result: number[] = R) => payouts('lf', betType, selection, result);
const won = (units: number, winning: number, prizeGroup: bigint, fixedOdds: bigint) => ({ units, winning, push: 0, prizeGroup, fixedOdds });

describe('lf', () => {
  it('straight: the three digits in order, 1/1000', () => {
    expect(pay('lf.straight', { digits: [[6], [6], [2, 3]] })).toEqual(won(2, 1, 190_000n, 195_000n));
    expect(pay('lf.straight', { digits: [[2], [6], [6]] })).toEqual(nothing(1));
  });

  it('group 3: (double, single) in any order, 3/1000; a leopard loses', () => {
    // (6, 2) wins, (2, 6) does not: floor(190 × 1000 / 3) = 63333; 325000 / 5 = 65000.
    expect(pay('lf.group3', { digits: [2, 6] })).toEqual(won(2, 1, 63_333n, 65_000n));
    expect(pay('lf.group3', { digits: [6, 7] })).toEqual(nothing(2));
    expect(pay('lf.group3', { digits: ALL }, [5, 5, 5])).toEqual(nothing(90));
  });

  it('group 6: three different digits in any order, 6/1000; a pair or a leopard loses', () => {
    expect(pay('lf.group6', { digits: [1, 2, 3, 4] }, [3, 1, 2])).toEqual(won(4, 1, 31_666n, 32_500n));
    expect(pay('lf.group6', { digits: ALL })).toEqual(nothing(120));
    expect(pay('lf.group6', { digits: ALL }, [5, 5, 5])).toEqual(nothing(120));
  });

  it('refuses invalid selections', () => {
    expect(() => lf.combinations('lf.straight', { digits: [[1], [2]] })).toThrow();
    expect(() => lf.combinations('lf.group6', { digits: [1, 2, 2] })).toThrow();
  });
});
