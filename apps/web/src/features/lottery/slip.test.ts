import { describe, expect, it } from 'vitest';
import { combinationsOf, isTieredBet, lunarYearOf, potentialWin, type SlipBet, slipTotals } from './slip';

const bet = (betType: string, selection: Record<string, unknown>, unitStake = 200n): SlipBet => ({
  id: betType,
  betType,
  selection,
  unitStake,
});

describe('combinationsOf', () => {
  it('counts combinations with the engine maths', () => {
    expect(combinationsOf('ssc', 'ssc.position_digit', { position: 1, digits: [1, 2, 3] })).toBe(3);
    expect(combinationsOf('ssc', 'ssc.three_straight', { part: 'front', digits: [[1, 2], [3], [4, 5, 6]] })).toBe(6);
    expect(combinationsOf('ssc', 'ssc.three_group6', { part: 'back', digits: [1, 2, 3, 4] })).toBe(4);
    expect(combinationsOf('11x5', '11x5.any_2', { numbers: [1, 2, 3, 4] })).toBe(6);
    expect(
      combinationsOf('11x5', '11x5.front2_straight', {
        numbers: [
          [1, 2],
          [2, 3],
        ],
      }),
    ).toBe(3);
  });

  it('is zero for a selection that is not a bet yet', () => {
    expect(combinationsOf('ssc', 'ssc.position_digit', { position: 1, digits: [] })).toBe(0);
    expect(combinationsOf('ssc', 'ssc.three_group6', { part: 'front', digits: [1, 2] })).toBe(0);
    expect(combinationsOf('ssc', 'no.such_type', {})).toBe(0);
  });
});

describe('potentialWin', () => {
  it('pays fixed odds from the default table: 2.00 on a digit at 9.8 returns 19.60', () => {
    expect(potentialWin('ssc', bet('ssc.position_digit', { position: 1, digits: [3, 7] }), { mode: 'fixed_odds' })).toBe(1960n);
  });

  it('pays the prize group: series 1900 on a 1-in-10 digit returns stake × 1900 × 10 / 2000', () => {
    expect(potentialWin('ssc', bet('ssc.position_digit', { position: 2, digits: [0] }), { mode: 'prize_group', series: 1900 })).toBe(1900n);
  });

  it('takes the best-paying combination when combinations pay differently', () => {
    // PK10 sum 3 pays 43.8, sum 11 pays 8.76 (per unit of 1.00 here).
    expect(potentialWin('pk10', bet('pk10.sum_value', { values: [3, 11] }, 100n), { mode: 'fixed_odds' })).toBe(4380n);
  });

  it('prices LHC zodiacs for the draw lunar year', () => {
    const selection = { zodiacs: ['horse', 'rat'] };
    // 2026 is a horse year: the year zodiac has five numbers (9.55), the others four (11.95).
    expect(potentialWin('lhc', bet('lhc.special_zodiac', selection, 100n), { mode: 'fixed_odds' }, { lunarYear: 2026 })).toBe(1195n);
    expect(potentialWin('lhc', bet('lhc.special_zodiac', selection, 100n), { mode: 'fixed_odds' })).toBeNull();
  });

  it('is null for an invalid bet', () => {
    expect(potentialWin('ssc', bet('ssc.position_digit', { position: 9, digits: [1] }), { mode: 'fixed_odds' })).toBeNull();
  });
});

describe('slipTotals', () => {
  it('adds stakes, combinations and potential wins of several bet types', () => {
    const totals = slipTotals(
      'ssc',
      [
        bet('ssc.position_digit', { position: 1, digits: [1, 2, 3] }),
        bet('ssc.bsoe_total', { picks: ['big', 'odd'] }, 500n),
        bet('ssc.dragon_tiger', { picks: ['dragon'] }, 100n),
      ],
      { mode: 'fixed_odds' },
    );
    expect(totals).toEqual({ bets: 3, combinations: 6, stake: 3n * 200n + 2n * 500n + 100n, potentialWin: 1960n + 975n + 217n });
  });

  it('counts nothing for bets that are not valid', () => {
    expect(slipTotals('ssc', [bet('ssc.position_digit', { position: 1, digits: [] })], { mode: 'fixed_odds' })).toEqual({
      bets: 1,
      combinations: 0,
      stake: 0n,
      potentialWin: 0n,
    });
  });
});

describe('the regional games on the slip', () => {
  const fixed = { mode: 'fixed_odds' } as const;

  it('counts 4D units: a rolled R is ten numbers, a box every order, an i-box one', () => {
    expect(combinationsOf('sea4d', 'sea4d.big', { numbers: ['5678', '12R4'] })).toBe(11);
    // 12R4 covers 1234 already.
    expect(combinationsOf('sea4d', 'sea4d.big', { numbers: ['1234', '12R4'] })).toBe(0);
    expect(combinationsOf('sea4d', 'sea4d.small_box', { numbers: ['1234', '1122'] })).toBe(30);
    expect(combinationsOf('sea4d', 'sea4d.big_ibox', { numbers: ['1234', '1122'] })).toBe(2);
    expect(combinationsOf('sea4d', 'sea4d.big_box', { numbers: ['1111'] })).toBe(0);
    expect(combinationsOf('vn_north', 'vn_north.xien3', { numbers: ['01', '02', '03', '04'] })).toBe(4);
  });

  it('shows a tiered bet its best single-tier prize per unit: Big and Small on the 1st prize', () => {
    // 1.00 on Big returns 2,500.00 on the 1st prize; Small 3,500.00.
    expect(potentialWin('sea4d', bet('sea4d.big', { numbers: ['1234', '5678'] }, 100n), fixed)).toBe(250_000n);
    expect(potentialWin('sea4d', bet('sea4d.small', { numbers: ['1234'] }, 100n), fixed)).toBe(350_000n);
    // An i-box pays the prize over its orders: the best is the number with the fewest (1122: 6 orders).
    expect(potentialWin('sea4d', bet('sea4d.big_ibox', { numbers: ['1234', '1122'] }, 100n), fixed)).toBe(41_666n);
    // Lô pays per hit (3.6 in the North), đề 98.
    expect(potentialWin('vn_north', bet('vn_north.lo', { numbers: ['07'] }, 100n), fixed)).toBe(360n);
    expect(potentialWin('vn_south', bet('vn_south.de', { numbers: ['07', '08'] }, 100n), fixed)).toBe(9800n);
    expect(isTieredBet('sea4d', 'sea4d.big')).toBe(true);
    expect(isTieredBet('vn_north', 'vn_north.lo')).toBe(true);
    expect(isTieredBet('vn_north', 'vn_north.de')).toBe(false);
    expect(isTieredBet('ssc', 'ssc.position_digit')).toBe(false);
    expect(isTieredBet('ssc', 'no.such')).toBe(false);
  });

  it('adds regional bets on one slip', () => {
    const totals = slipTotals(
      'vn_north',
      [bet('vn_north.lo', { numbers: ['07', '27'] }, 100n), bet('vn_north.de', { numbers: ['11'] }, 200n)],
      fixed,
    );
    expect(totals).toEqual({ bets: 2, combinations: 3, stake: 400n, potentialWin: 360n + 19_600n });
  });
});

describe('lunarYearOf', () => {
  it('turns at Chinese New Year, not on 1 January', () => {
    expect(lunarYearOf(new Date('2026-01-20T12:00:00Z'))).toBe(2025);
    expect(lunarYearOf(new Date('2026-03-01T12:00:00Z'))).toBe(2026);
  });
});
