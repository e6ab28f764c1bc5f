import { describe, expect, it } from 'vitest';
import { betStake, fixedOddsPrize, prizeGroupPrize, settleBet } from './payout';
import { ratio } from './rational';

describe('prize-group prizes', () => {
  it('pay s × series / (2000 × p): a 1-in-1000 straight at 2.00 and 1950 pays 1950.00', () => {
    expect(prizeGroupPrize(200n, 1950, ratio(1, 1000))).toBe(195_000n);
    expect(prizeGroupPrize(100n, 2000, ratio(1, 10))).toBe(1000n);
  });

  it('floor to the minor unit', () => {
    // 200 × 1900 × 1000 / (2000 × 3) = 63333.33…
    expect(prizeGroupPrize(200n, 1900, ratio(3, 1000))).toBe(63_333n);
    expect(prizeGroupPrize(1n, 1950, ratio(1, 2))).toBe(1n);
  });

  it('refuse a series outside 1..2000 and a stake that is not positive', () => {
    expect(() => prizeGroupPrize(200n, 2001, ratio(1, 10))).toThrow(RangeError);
    expect(() => prizeGroupPrize(200n, 0, ratio(1, 10))).toThrow(RangeError);
    expect(() => prizeGroupPrize(200n, 1950.5, ratio(1, 10))).toThrow(RangeError);
    expect(() => prizeGroupPrize(0n, 1950, ratio(1, 10))).toThrow(RangeError);
  });
});

describe('fixed-odds prizes', () => {
  it('pay s × odds / 1000, floored', () => {
    expect(fixedOddsPrize(100n, 1950)).toBe(195n);
    expect(fixedOddsPrize(1n, 1950)).toBe(1n);
    expect(fixedOddsPrize(3n, 9750)).toBe(29n);
    expect(() => fixedOddsPrize(100n, 19.5)).toThrow(RangeError);
  });
});

describe('settleBet', () => {
  const bet = { gameType: 'ssc', betType: 'ssc.position_digit', selection: { position: 1, digits: [3, 4] }, unitStake: 500n } as const;

  it('pays winning units and nothing else', () => {
    expect(settleBet({ ...bet, mode: 'prize_group', series: 1950 }, [3, 0, 0, 0, 0])).toEqual({
      winningUnits: 1,
      pushUnits: 0,
      payout: 4875n,
    });
    expect(settleBet({ ...bet, mode: 'fixed_odds' }, [3, 0, 0, 0, 0])).toEqual({ winningUnits: 1, pushUnits: 0, payout: 4900n });
    expect(settleBet({ ...bet, mode: 'fixed_odds' }, [5, 0, 0, 0, 0])).toEqual({ winningUnits: 0, pushUnits: 0, payout: 0n });
  });

  it('uses a custom odds table, and refuses one without the price key', () => {
    expect(settleBet({ ...bet, mode: 'fixed_odds', oddsTable: { 'ssc.position_digit': 9000 } }, [4, 0, 0, 0, 0]).payout).toBe(4500n);
    expect(() => settleBet({ ...bet, mode: 'fixed_odds', oddsTable: {} }, [4, 0, 0, 0, 0])).toThrow(RangeError);
  });

  it('refunds pushed units in both modes', () => {
    const push = { gameType: 'lhc', betType: 'lhc.special_bsoe', selection: { picks: ['big', 'odd'] }, unitStake: 300n } as const;
    const r49 = [1, 2, 3, 4, 5, 6, 49];
    expect(settleBet({ ...push, mode: 'fixed_odds' }, r49)).toEqual({ winningUnits: 0, pushUnits: 2, payout: 600n });
    expect(settleBet({ ...push, mode: 'prize_group', series: 1800 }, r49)).toEqual({ winningUnits: 0, pushUnits: 2, payout: 600n });
  });

  it('refuses a bet type of another game, a bad selection or a bad result', () => {
    expect(() => settleBet({ ...bet, gameType: 'lf', mode: 'fixed_odds' }, [3, 0, 0])).toThrow(RangeError);
    expect(() => settleBet({ ...bet, selection: { position: 1, digits: [] }, mode: 'fixed_odds' }, [3, 0, 0, 0, 0])).toThrow();
    expect(() => settleBet({ ...bet, mode: 'fixed_odds' }, [3, 0, 0, 0])).toThrow();
    expect(() => settleBet({ ...bet, unitStake: 0n, mode: 'fixed_odds' }, [3, 0, 0, 0, 0])).toThrow(RangeError);
  });
});

describe('betStake', () => {
  it('is combinations × unit stake', () => {
    expect(betStake('ssc', 'ssc.three_straight', { part: 'front', digits: [[1, 2], [3], [4, 5, 6]] }, 200n)).toBe(1200n);
    expect(betStake('11x5', '11x5.any_2', { numbers: [1, 2, 3, 4] }, 200n)).toBe(1200n);
  });
});
