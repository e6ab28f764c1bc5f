import { describe, expect, it } from 'vitest';
import { settleBet } from '../payout';
import { nothing, payouts } from '../test-support';
import { COLOUR_NUMBERS, colourOf, lhc, yearZodiac, ZODIACS, zodiacOf } from './lhc';

// Unit stake 200; prize group 1900 pays floor(190 × den / num); fixed odds pay odds / 5.
const R = [23, 4, 1, 8, 45, 25, 33]; // special 33: dog in 2026, green, big, odd
const Y2026 = { lunarYear: 2026 };
const pay = (betType: string, selection: unknown, result: number[] = R) => payouts('lhc', betType, selection, result, Y2026);
/** A result whose special number is n. */
const special = (n: number) => [...[1, 2, 3, 4, 5, 6, 7].filter((x) => x !== n).slice(0, 6), n];
const won = (units: number, winning: number, prizeGroup: bigint, fixedOdds: bigint) => ({ units, winning, push: 0, prizeGroup, fixedOdds });

describe('lhc tables', () => {
  it('maps numbers to zodiacs backwards from the year: 2026 is the horse', () => {
    expect(yearZodiac(2026)).toBe('horse');
    expect(yearZodiac(2024)).toBe('dragon');
    expect(yearZodiac(2020)).toBe('rat');
    expect(yearZodiac(2031)).toBe('pig');
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => zodiacOf(n, 2026))).toEqual([
      'horse',
      'snake',
      'dragon',
      'rabbit',
      'tiger',
      'ox',
      'rat',
      'pig',
      'dog',
      'rooster',
      'monkey',
      'goat',
    ]);
    const horses = Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => zodiacOf(n, 2026) === 'horse');
    expect(horses).toEqual([1, 13, 25, 37, 49]);
    expect(zodiacOf(33, 2024)).toBe('monkey');
    for (const zodiac of ZODIACS) {
      const count = Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => zodiacOf(n, 2031) === zodiac).length;
      expect(count).toBe(zodiac === 'pig' ? 5 : 4);
    }
  });

  it('colours every number once: 17 red, 16 blue, 16 green', () => {
    const all = [...COLOUR_NUMBERS.red, ...COLOUR_NUMBERS.blue, ...COLOUR_NUMBERS.green].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 49 }, (_, i) => i + 1));
    expect([COLOUR_NUMBERS.red.length, COLOUR_NUMBERS.blue.length, COLOUR_NUMBERS.green.length]).toEqual([17, 16, 16]);
    expect([colourOf(1), colourOf(3), colourOf(5), colourOf(49)]).toEqual(['red', 'blue', 'green', 'green']);
  });
});

describe('lhc bets', () => {
  it('special number: 1/49', () => {
    expect(pay('lhc.special_number', { numbers: [33, 34] })).toEqual(won(2, 1, 9310n, 9560n));
    expect(pay('lhc.special_number', { numbers: [23] })).toEqual(nothing(1));
  });

  it('zodiac of the special: 4/49, or 5/49 for the year’s own zodiac', () => {
    // floor(190 × 49 / 4) = 2327; 11950 / 5 = 2390.
    expect(pay('lhc.special_zodiac', { zodiacs: ['dog', 'horse'] })).toEqual(won(2, 1, 2327n, 2390n));
    expect(pay('lhc.special_zodiac', { zodiacs: ['horse'] })).toEqual(nothing(1));
    // 49 is a horse in 2026: floor(190 × 49 / 5) = 1862; 9550 / 5 = 1910.
    expect(pay('lhc.special_zodiac', { zodiacs: ['horse'] }, special(49))).toEqual(won(1, 1, 1862n, 1910n));
    expect(payouts('lhc', 'lhc.special_zodiac', { zodiacs: ['monkey'] }, R, { lunarYear: 2024 }).winning).toBe(1);
    expect(() =>
      settleBet(
        { gameType: 'lhc', betType: 'lhc.special_zodiac', selection: { zodiacs: ['dog'] }, unitStake: 200n, mode: 'fixed_odds' },
        R,
      ),
    ).toThrow(RangeError);
  });

  it('colour of the special: red 17/49, blue and green 16/49', () => {
    // green: floor(190 × 49 / 16) = 581, 2990 / 5 = 598; red: floor(190 × 49 / 17) = 547, 2810 / 5 = 562.
    expect(pay('lhc.special_colour', { colours: ['green', 'red'] })).toEqual(won(2, 1, 581n, 598n));
    expect(pay('lhc.special_colour', { colours: ['red', 'blue'] })).toEqual(nothing(2));
    expect(pay('lhc.special_colour', { colours: ['red'] }, special(2))).toEqual(won(1, 1, 547n, 562n));
  });

  it('big/small/odd/even of the special: 49 pushes every pick, returning the stake', () => {
    expect(pay('lhc.special_bsoe', { picks: ['big', 'odd', 'small'] })).toEqual(won(3, 2, 760n, 780n));
    expect(pay('lhc.special_bsoe', { picks: ['small', 'even'] })).toEqual(nothing(2));
    expect(pay('lhc.special_bsoe', { picks: ['big', 'small', 'odd', 'even'] }, special(49))).toEqual({
      units: 4,
      winning: 0,
      push: 4,
      prizeGroup: 800n,
      fixedOdds: 800n,
    });
    expect(pay('lhc.special_bsoe', { picks: ['big', 'even'] }, special(48)).winning).toBe(2);
    expect(pay('lhc.special_bsoe', { picks: ['big'] }, special(24))).toEqual(nothing(1));
    expect(pay('lhc.special_bsoe', { picks: ['big'] }, special(25)).winning).toBe(1);
  });

  it('any of the six regular numbers: 6/49; the special does not count', () => {
    // floor(190 × 49 / 6) = 1551; 7980 / 5 = 1596.
    expect(pay('lhc.any_regular', { numbers: [23, 45, 33] })).toEqual(won(3, 2, 3102n, 3192n));
    expect(pay('lhc.any_regular', { numbers: [33] })).toEqual(nothing(1));
  });

  it('refuses invalid selections', () => {
    expect(() => lhc.combinations('lhc.special_number', { numbers: [50] })).toThrow();
    expect(() => lhc.combinations('lhc.special_zodiac', { zodiacs: ['cat'] })).toThrow();
    expect(() => lhc.combinations('lhc.special_colour', { colours: ['red', 'red'] })).toThrow();
  });
});
