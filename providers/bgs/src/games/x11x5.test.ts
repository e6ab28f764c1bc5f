import { describe, expect, it } from 'vitest';
import { choose } from '../combinatorics';
import { nothing, payouts } from '../test-support';
import { x11x5 } from './x11x5';

// Unit stake 200; prize group 1900 pays floor(190 × den / num); fixed odds pay odds / 5.
const R = [10, 2, 3, 8, 1];
const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const pay = (betType: string, selection: unknown, result: number[] = R) => payouts('11x5', betType, selection, result);
const won = (units: number, winning: number, prizeGroup: bigint, fixedOdds: bigint) => ({ units, winning, push: 0, prizeGroup, fixedOdds });

describe('11x5 any-N', () => {
  it('any-1: 5/11', () => {
    expect(pay('11x5.any_1', { numbers: [2, 5] })).toEqual(won(2, 1, 418n, 430n));
    expect(pay('11x5.any_1', { numbers: [4, 5, 6] })).toEqual(nothing(3));
  });

  it('any-2: C(chosen, 2) units, several can win', () => {
    // 1, 2, 3 drawn of 1, 2, 3, 4: C(3, 2) = 3 of 6 units win at floor(190 × 11 / 2) = 1045 and 5370 / 5 = 1074.
    expect(pay('11x5.any_2', { numbers: [1, 2, 3, 4] })).toEqual(won(6, 3, 3135n, 3222n));
    expect(pay('11x5.any_2', { numbers: [1, 4, 5] })).toEqual(nothing(3));
  });

  it('any-3 to any-5', () => {
    expect(pay('11x5.any_3', { numbers: [1, 2, 3] })).toEqual(won(1, 1, 3135n, 3220n));
    expect(pay('11x5.any_3', { numbers: [1, 2, 4] })).toEqual(nothing(1));
    expect(pay('11x5.any_4', { numbers: [1, 2, 3, 8, 9] })).toEqual(won(5, 1, 12_540n, 12_900n));
    expect(pay('11x5.any_4', { numbers: [1, 2, 3, 9] })).toEqual(nothing(1));
    expect(pay('11x5.any_5', { numbers: [1, 2, 3, 8, 10] })).toEqual(won(1, 1, 87_780n, 90_000n));
    expect(pay('11x5.any_5', { numbers: [1, 2, 3, 8, 11] })).toEqual(nothing(1));
  });

  it('any-6 to any-8: a unit wins when it holds all five drawn', () => {
    expect(pay('11x5.any_6', { numbers: [1, 2, 3, 8, 10, 11] })).toEqual(won(1, 1, 14_630n, 15_000n));
    // 7 numbers holding the five: C(2, 1) = 2 of the C(7, 6) = 7 units win.
    expect(pay('11x5.any_6', { numbers: [1, 2, 3, 8, 10, 4, 5] })).toEqual(won(7, 2, 29_260n, 30_000n));
    expect(pay('11x5.any_6', { numbers: [1, 2, 3, 8, 4, 5] })).toEqual(nothing(1));
    expect(pay('11x5.any_7', { numbers: [1, 2, 3, 8, 10, 4, 5] })).toEqual(won(1, 1, 4180n, 4300n));
    // All eleven: C(6, 2) = 15 of C(11, 7) = 330 units win.
    expect(pay('11x5.any_7', { numbers: ALL })).toEqual(won(330, 15, 62_700n, 64_500n));
    expect(pay('11x5.any_7', { numbers: [1, 2, 3, 8, 4, 5, 6] })).toEqual(nothing(1));
    // floor(190 × 33 / 4) = 1567 (a half unit floored); 8050 / 5 = 1610.
    expect(pay('11x5.any_8', { numbers: [1, 2, 3, 8, 10, 4, 5, 6] })).toEqual(won(1, 1, 1567n, 1610n));
    expect(pay('11x5.any_8', { numbers: ALL })).toEqual(won(165, 20, 31_340n, 32_200n));
    expect(pay('11x5.any_8', { numbers: [1, 2, 3, 4, 5, 6, 7, 8] })).toEqual(nothing(1));
  });

  it('counts winning units in closed form: C(hits, N) for N ≤ 5, C(chosen − 5, N − 5) for N ≥ 6', () => {
    for (let n = 1; n <= 8; n++) {
      for (let size = n; size <= 11; size++) {
        const numbers = ALL.slice(11 - size); // the largest `size` numbers
        const hits = numbers.filter((x) => R.includes(x)).length;
        const expected = n <= 5 ? choose(hits, n) : hits === 5 ? choose(size - 5, n - 5) : 0;
        expect(x11x5.combinations(`11x5.any_${n}` as never, { numbers })).toBe(choose(size, n));
        expect(x11x5.winningCombinations(`11x5.any_${n}` as never, { numbers }, R)).toBe(expected);
      }
    }
  });
});

describe('11x5 front and position bets', () => {
  it('front two straight: ordered pairs of different numbers', () => {
    // (10,2), (10,3), (2,3): 2 × 2 − 1 units.
    expect(
      pay('11x5.front2_straight', {
        numbers: [
          [10, 2],
          [2, 3],
        ],
      }),
    ).toEqual(won(3, 1, 20_900n, 21_500n));
    expect(pay('11x5.front2_straight', { numbers: [[2], [10]] })).toEqual(nothing(1));
  });

  it('front two group: the first two in either order', () => {
    expect(pay('11x5.front2_group', { numbers: [2, 10, 5] })).toEqual(won(3, 1, 10_450n, 10_740n));
    expect(pay('11x5.front2_group', { numbers: [2, 3] })).toEqual(nothing(1));
  });

  it('front three straight and group', () => {
    expect(pay('11x5.front3_straight', { numbers: [[10], [2], [3, 8]] })).toEqual(won(2, 1, 188_100n, 193_000n));
    expect(pay('11x5.front3_straight', { numbers: [[2], [10], [3]] })).toEqual(nothing(1));
    expect(pay('11x5.front3_group', { numbers: [3, 2, 10, 11] })).toEqual(won(4, 1, 31_350n, 32_200n));
    expect(pay('11x5.front3_group', { numbers: [1, 2, 3] })).toEqual(nothing(1));
  });

  it('position: 1/11', () => {
    expect(pay('11x5.position', { position: 4, numbers: [8, 9] })).toEqual(won(2, 1, 2090n, 2140n));
    expect(pay('11x5.position', { position: 1, numbers: [1] })).toEqual(nothing(1));
  });

  it('refuses invalid selections', () => {
    expect(() => x11x5.combinations('11x5.any_3', { numbers: [1, 2] })).toThrow();
    expect(() => x11x5.combinations('11x5.any_6', { numbers: [1, 2, 3, 4, 5] })).toThrow();
    expect(() => x11x5.combinations('11x5.any_1', { numbers: [12] })).toThrow();
    expect(() => x11x5.combinations('11x5.front2_straight', { numbers: [[1], [1]] })).toThrow();
    expect(() =>
      x11x5.combinations('11x5.front3_straight', {
        numbers: [
          [1, 2],
          [1, 2],
          [1, 2],
        ],
      }),
    ).toThrow();
    expect(() => x11x5.winningCombinations('11x5.any_1', { numbers: [1] }, [1, 1, 2, 3, 4])).toThrow();
  });
});
