import { describe, expect, it } from 'vitest';
import { subsets } from '../combinatorics';
import { settleBet } from '../payout';
import { ratio } from '../rational';
import { SEA4D_CHANCES, SEA4D_PRIZES, sea4d } from './sea4d';

/**
 * SEA 4D at fixed odds, unit stake 100 (1.00): Big pays 2500 / 1000 / 500 / 180 / 60 per 1,
 * Small 3500 / 2000 / 1000, an i-box the prize over its order count (floored to a thousandth).
 * The boards are 8000–8022 except where a test places a number: none of the picks below is an
 * order of those digits.
 */
const FIRST = 0;
const SECOND = 1;
const THIRD = 2;
const SPECIAL = 3; // 3–12
const CONSOLATION = 13; // 13–22

function board(placed: Record<number, number> = {}): number[] {
  return Array.from({ length: 23 }, (_, slot) => placed[slot] ?? 8000 + slot);
}

const settle = (betType: string, numbers: string[], result: number[], unitStake = 100n) =>
  settleBet({ gameType: 'sea4d', betType, selection: { numbers }, unitStake, mode: 'fixed_odds' }, result);
const paid = (winningUnits: number, payout: bigint) => ({ winningUnits, pushUnits: 0, payout });
const nothing = paid(0, 0n);

describe('sea4d board', () => {
  it('lays out 23 numbers of four digits: 1st, 2nd, 3rd, 10 special, 10 consolation', () => {
    expect(SEA4D_PRIZES).toEqual([
      { tier: 'first', width: 4, slots: [0] },
      { tier: 'second', width: 4, slots: [1] },
      { tier: 'third', width: 4, slots: [2] },
      { tier: 'special', width: 4, slots: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
      { tier: 'consolation', width: 4, slots: [13, 14, 15, 16, 17, 18, 19, 20, 21, 22] },
    ]);
    expect(sea4d.draw).toEqual({ kind: 'numbers', widths: new Array(23).fill(4) });
    expect(sea4d.payModes).toEqual(['fixed_odds']);
  });

  it('accepts 23 numbers 0–9999, repeats included, and nothing else', () => {
    expect(sea4d.resultSchema.parse(board({ 0: 0, 1: 9999, 2: 9999 }))).toHaveLength(23);
    expect(() => sea4d.resultSchema.parse(board({ 5: 10_000 }))).toThrow();
    expect(() => sea4d.resultSchema.parse(board().slice(1))).toThrow();
    expect(() => settle('sea4d.big', ['1234'], board().slice(1))).toThrow();
  });
});

describe('sea4d.big', () => {
  it('pays every tier: 2500, 1000, 500, 180, 60 per 1', () => {
    expect(settle('sea4d.big', ['1234'], board({ [FIRST]: 1234 }))).toEqual(paid(1, 250_000n));
    expect(settle('sea4d.big', ['1234'], board({ [SECOND]: 1234 }))).toEqual(paid(1, 100_000n));
    expect(settle('sea4d.big', ['1234'], board({ [THIRD]: 1234 }))).toEqual(paid(1, 50_000n));
    expect(settle('sea4d.big', ['1234'], board({ [SPECIAL]: 1234 }))).toEqual(paid(1, 18_000n));
    expect(settle('sea4d.big', ['1234'], board({ 12: 1234 }))).toEqual(paid(1, 18_000n));
    expect(settle('sea4d.big', ['1234'], board({ [CONSOLATION]: 1234 }))).toEqual(paid(1, 6000n));
    expect(settle('sea4d.big', ['1234'], board({ 22: 1234 }))).toEqual(paid(1, 6000n));
  });

  it('loses when the number is not drawn, in any order', () => {
    expect(settle('sea4d.big', ['1234'], board({ [FIRST]: 4321, [SECOND]: 1243 }))).toEqual(nothing);
    expect(settle('sea4d.big', ['1234'], board())).toEqual(nothing);
  });

  it('keeps leading zeros: 0042 is the number 42', () => {
    expect(settle('sea4d.big', ['0042'], board({ [FIRST]: 42 }))).toEqual(paid(1, 250_000n));
    expect(settle('sea4d.big', ['4200'], board({ [FIRST]: 42 }))).toEqual(nothing);
  });

  it('pays every hit of a number drawn more than once', () => {
    const result = board({ [FIRST]: 1234, 7: 1234, 20: 1234 });
    expect(sea4d.hits('sea4d.big', '1234', result)).toEqual(['sea4d.big:first', 'sea4d.big:special', 'sea4d.big:consolation']);
    expect(settle('sea4d.big', ['1234'], result)).toEqual(paid(1, 250_000n + 18_000n + 6000n));
    expect(settle('sea4d.big', ['1234'], board({ 4: 1234, 5: 1234 }))).toEqual(paid(1, 36_000n));
    expect(sea4d.winningCombinations('sea4d.big', { numbers: ['1234', '5678'] }, result)).toBe(1);
  });

  it('pays each winning number of a selection', () => {
    const result = board({ [FIRST]: 1234, [CONSOLATION]: 5678 });
    expect(settle('sea4d.big', ['1234', '5678', '9999'], result)).toEqual(paid(2, 256_000n));
  });

  it('rolls an R over the ten digits: 12R4 is ten units, R2R4 a hundred', () => {
    expect(sea4d.units('sea4d.big', { numbers: ['12R4'] })).toEqual([
      '1204',
      '1214',
      '1224',
      '1234',
      '1244',
      '1254',
      '1264',
      '1274',
      '1284',
      '1294',
    ]);
    expect(sea4d.combinations('sea4d.big', { numbers: ['R2R4'] })).toBe(100);
    expect(sea4d.combinations('sea4d.big', { numbers: ['RRR4'] })).toBe(1000);
    const result = board({ [FIRST]: 1274, [SPECIAL]: 1204, [CONSOLATION]: 1205 });
    expect(settle('sea4d.big', ['12R4'], result)).toEqual(paid(2, 268_000n));
    expect(settle('sea4d.big', ['R2R4'], result)).toEqual(paid(2, 268_000n));
    expect(settle('sea4d.small', ['12R4'], result)).toEqual(paid(1, 350_000n));
  });

  it('refuses bad picks: not four digits or R, repeated or overlapping, over 1,000 units', () => {
    const refused = (numbers: unknown) => expect(() => sea4d.combinations('sea4d.big', { numbers })).toThrow();
    refused([]);
    refused(['123']);
    refused(['12345']);
    refused(['12r4']);
    refused(['12X4']);
    refused([1234]);
    refused(['1234', '1234']);
    refused(['12R4', '1234']);
    refused(['RR34', 'R234']);
    refused(['RRRR']);
    refused(['RRR4', '0000']);
    expect(() => sea4d.combinations('sea4d.big', { numbers: ['1234'], extra: 1 })).toThrow();
    expect(sea4d.combinations('sea4d.big', { numbers: Array.from({ length: 100 }, (_, i) => String(i).padStart(4, '0')) })).toBe(100);
    refused(Array.from({ length: 101 }, (_, i) => String(i).padStart(4, '0')));
  });
});

describe('sea4d.small', () => {
  it('pays 3500, 2000, 1000 per 1 on the top three prizes', () => {
    expect(settle('sea4d.small', ['1234'], board({ [FIRST]: 1234 }))).toEqual(paid(1, 350_000n));
    expect(settle('sea4d.small', ['1234'], board({ [SECOND]: 1234 }))).toEqual(paid(1, 200_000n));
    expect(settle('sea4d.small', ['1234'], board({ [THIRD]: 1234 }))).toEqual(paid(1, 100_000n));
  });

  it('does not pay special or consolation prizes', () => {
    expect(settle('sea4d.small', ['1234'], board({ [SPECIAL]: 1234, [CONSOLATION]: 1234 }))).toEqual(nothing);
    expect(sea4d.hits('sea4d.small', '1234', board({ [SPECIAL]: 1234, [THIRD]: 1234 }))).toEqual(['sea4d.small:third']);
  });

  it('pays a number drawn as 1st and 2nd twice', () => {
    expect(settle('sea4d.small', ['1234'], board({ [FIRST]: 1234, [SECOND]: 1234, [CONSOLATION]: 1234 }))).toEqual(paid(1, 550_000n));
  });
});

describe('sea4d box', () => {
  it('plays every distinct order as its own unit: 24, 12, 6, 4', () => {
    expect(sea4d.combinations('sea4d.big_box', { numbers: ['1234'] })).toBe(24);
    expect(sea4d.combinations('sea4d.big_box', { numbers: ['1123'] })).toBe(12);
    expect(sea4d.combinations('sea4d.small_box', { numbers: ['1122'] })).toBe(6);
    expect(sea4d.combinations('sea4d.small_box', { numbers: ['1112'] })).toBe(4);
    expect(sea4d.units('sea4d.big_box', { numbers: ['1112'] })).toEqual(['1112', '1121', '1211', '2111']);
    expect(sea4d.combinations('sea4d.big_box', { numbers: ['1234', '1123', '1122', '1112'] })).toBe(46);
  });

  it('pays each order that is drawn at the Big / Small price', () => {
    const result = board({ [FIRST]: 4321, [SPECIAL]: 1234, [CONSOLATION]: 2143 });
    expect(settle('sea4d.big_box', ['1234'], result)).toEqual(paid(3, 250_000n + 18_000n + 6000n));
    expect(settle('sea4d.small_box', ['1234'], result)).toEqual(paid(1, 350_000n));
    expect(settle('sea4d.big_box', ['2111'], board({ [SECOND]: 1211 }))).toEqual(paid(1, 100_000n));
    expect(settle('sea4d.small_box', ['1122'], board({ [THIRD]: 2121 }))).toEqual(paid(1, 100_000n));
    expect(settle('sea4d.big_box', ['1123'], board({ [FIRST]: 1234 }))).toEqual(nothing);
  });

  it('pays one order drawn twice twice', () => {
    expect(settle('sea4d.big_box', ['1112'], board({ [FIRST]: 1121, 21: 1121 }))).toEqual(paid(1, 256_000n));
  });

  it('refuses four equal digits, two orders of the same digits, and over 1,000 units', () => {
    expect(() => sea4d.combinations('sea4d.big_box', { numbers: ['1111'] })).toThrow(/boxed/);
    expect(() => sea4d.combinations('sea4d.small_box', { numbers: ['1234', '4321'] })).toThrow(/duplicate/);
    expect(() => sea4d.combinations('sea4d.big_box', { numbers: ['12R4'] })).toThrow();
    // 42 different sets of four different digits, 24 orders each.
    const many = subsets([...'0123456789'], 4)
      .slice(0, 42)
      .map((digits) => digits.join(''));
    expect(() => sea4d.combinations('sea4d.big_box', { numbers: many.slice(0, 42) })).toThrow(/1000 units/);
    expect(sea4d.combinations('sea4d.big_box', { numbers: many.slice(0, 41) })).toBe(984);
  });
});

describe('sea4d i-box', () => {
  it('is one unit per number, priced by its order count', () => {
    expect(sea4d.combinations('sea4d.big_ibox', { numbers: ['1234', '1123', '1122', '1112'] })).toBe(4);
    expect(sea4d.priceKey('sea4d.big_ibox', '1234')).toBe('sea4d.big_ibox:first:24');
    expect(sea4d.priceKey('sea4d.big_ibox', '1123')).toBe('sea4d.big_ibox:first:12');
    expect(sea4d.priceKey('sea4d.small_ibox', '1122')).toBe('sea4d.small_ibox:first:6');
    expect(sea4d.priceKey('sea4d.small_ibox', '1112')).toBe('sea4d.small_ibox:first:4');
    expect(sea4d.priceKeys('sea4d.small_ibox', '2211')).toEqual([
      'sea4d.small_ibox:first:6',
      'sea4d.small_ibox:second:6',
      'sea4d.small_ibox:third:6',
    ]);
    expect(() => sea4d.priceKey('sea4d.big_ibox')).toThrow(RangeError);
  });

  it('pays the prize over the order count, floored to a thousandth, then to the minor unit', () => {
    // 100 × 104.166 = 10416.6 → 10416; 100 × 208.333 → 20833; 416.666 → 41666; 625 → 62500.
    expect(settle('sea4d.big_ibox', ['1234'], board({ [FIRST]: 4321 }))).toEqual(paid(1, 10_416n));
    expect(settle('sea4d.big_ibox', ['1123'], board({ [FIRST]: 3211 }))).toEqual(paid(1, 20_833n));
    expect(settle('sea4d.big_ibox', ['1122'], board({ [FIRST]: 2211 }))).toEqual(paid(1, 41_666n));
    expect(settle('sea4d.big_ibox', ['1112'], board({ [FIRST]: 1211 }))).toEqual(paid(1, 62_500n));
    expect(settle('sea4d.big_ibox', ['1234'], board({ [FIRST]: 4321 }), 1000n)).toEqual(paid(1, 104_166n));
    expect(settle('sea4d.small_ibox', ['1234'], board({ [FIRST]: 1234 }))).toEqual(paid(1, 14_583n));
    expect(settle('sea4d.small_ibox', ['1112'], board({ [THIRD]: 2111 }))).toEqual(paid(1, 25_000n));
  });

  it('pays every slot that holds one of its orders', () => {
    const result = board({ [FIRST]: 4321, [SPECIAL]: 1234, [CONSOLATION]: 2143, 14: 2143 });
    expect(sea4d.hits('sea4d.big_ibox', '1234', result)).toEqual([
      'sea4d.big_ibox:first:24',
      'sea4d.big_ibox:special:24',
      'sea4d.big_ibox:consolation:24',
      'sea4d.big_ibox:consolation:24',
    ]);
    // 10416 + 100 × 7.5 + 2 × 100 × 2.5
    expect(settle('sea4d.big_ibox', ['1234'], result)).toEqual(paid(1, 10_416n + 750n + 500n));
    expect(settle('sea4d.small_ibox', ['1234'], result)).toEqual(paid(1, 14_583n));
    expect(settle('sea4d.big_ibox', ['1234', '5566'], result)).toEqual(paid(1, 11_666n));
  });

  it('refuses four equal digits and two orders of the same digits', () => {
    expect(() => sea4d.combinations('sea4d.big_ibox', { numbers: ['7777'] })).toThrow(/boxed/);
    expect(() => sea4d.combinations('sea4d.small_ibox', { numbers: ['1123', '3211'] })).toThrow(/duplicate/);
  });
});

describe('sea4d pricing', () => {
  it('is fixed odds only: a prize group is refused', () => {
    const bet = { gameType: 'sea4d', betType: 'sea4d.big', selection: { numbers: ['1234'] }, unitStake: 100n } as const;
    expect(() => settleBet({ ...bet, mode: 'prize_group', series: 1950 }, board({ [FIRST]: 1234 }))).toThrow(RangeError);
    expect(() => sea4d.probability('sea4d.big', '1234')).toThrow(RangeError);
    expect(sea4d.isTiered('sea4d.big')).toBe(true);
  });

  it('declares the expected hits of each tier', () => {
    expect(sea4d.chance('sea4d.big')).toEqual({ win: ratio(1, 10_000), push: ratio(0) });
    expect(SEA4D_CHANCES['sea4d.big:special']).toEqual({ win: ratio(10, 10_000), push: ratio(0) });
    expect(SEA4D_CHANCES['sea4d.small_box:third']).toEqual({ win: ratio(1, 10_000), push: ratio(0) });
    expect(SEA4D_CHANCES['sea4d.big_ibox:consolation:24']).toEqual({ win: ratio(240, 10_000), push: ratio(0) });
    expect(SEA4D_CHANCES['sea4d.small_ibox:first:4']).toEqual({ win: ratio(4, 10_000), push: ratio(0) });
    expect(Object.keys(SEA4D_CHANCES)).toHaveLength(5 + 3 + 5 + 3 + 20 + 12);
  });

  it('refuses unknown odds', () => {
    expect(() =>
      settleBet(
        { gameType: 'sea4d', betType: 'sea4d.big', selection: { numbers: ['1234'] }, unitStake: 100n, mode: 'fixed_odds', oddsTable: {} },
        board({ [FIRST]: 1234 }),
      ),
    ).toThrow(RangeError);
  });
});
