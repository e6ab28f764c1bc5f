import { describe, expect, it } from 'vitest';
import { CHANCES, CLASSIC_GAME_TYPES, gameTypeOf, gameTypeOfPriceKey, PRICE_KEYS, type PriceKey } from './games/registry';
import type { GameType } from './games/types';
import {
  DEFAULT_HOUSE_EDGE,
  DEFAULT_ODDS,
  fixedOddsHouseEdge,
  fixedOddsReturn,
  fixedOddsUnitHouseEdge,
  fixedOddsUnitReturn,
  prizeGroupHouseEdge,
} from './odds';
import { compare, ratio, toNumber } from './rational';

describe('default odds', () => {
  it('price every price key, in whole thousandths', () => {
    expect(Object.keys(DEFAULT_ODDS).sort()).toEqual([...PRICE_KEYS].sort());
    for (const odds of Object.values(DEFAULT_ODDS)) expect(Number.isInteger(odds) && odds > 1000).toBe(true);
  });

  it('keep a house edge between 2% and 3% on every price key of the classic games', () => {
    for (const key of PRICE_KEYS.filter((k) => (CLASSIC_GAME_TYPES as readonly GameType[]).includes(gameTypeOfPriceKey(k)))) {
      const edge = DEFAULT_HOUSE_EDGE[key];
      expect(edge).toEqual(fixedOddsHouseEdge(CHANCES[key], DEFAULT_ODDS[key as keyof typeof DEFAULT_ODDS]));
      expect(compare(edge, ratio(2, 100))).toBeGreaterThanOrEqual(0);
      expect(compare(edge, ratio(3, 100))).toBeLessThanOrEqual(0);
    }
  });

  it('compute exact edges', () => {
    const edge = (key: PriceKey) => DEFAULT_HOUSE_EDGE[key];
    expect(edge('ssc.position_digit')).toEqual(ratio(2, 100)); // 1 − 9.8 / 10
    expect(edge('ssc.dragon_tiger:dragon')).toEqual(ratio(235, 10_000)); // 1 − 0.45 × 2.17
    expect(edge('pk10.sum_value:11')).toEqual(ratio(2, 75)); // 1 − 10/90 × 8.76
    expect(edge('lhc.special_bsoe')).toEqual(ratio(12, 490)); // 1 − (24 × 1.95 + 1) / 49
    expect(fixedOddsReturn(CHANCES['lhc.special_bsoe'], 2000)).toEqual(ratio(1)); // 2.00 on a push bet is fair
  });

  it('price prize groups at 1 − series/2000 on draws that do not push', () => {
    expect(prizeGroupHouseEdge(CHANCES['ssc.three_straight'], 1950)).toEqual(ratio(1, 40));
    expect(prizeGroupHouseEdge(CHANCES['ssc.three_straight'], 2000)).toEqual(ratio(0));
    expect(prizeGroupHouseEdge(CHANCES['lhc.special_bsoe'], 1900)).toEqual(ratio(5 * 48, 100 * 49));
  });
});

describe('default odds of the regional games', () => {
  const sizes = { big: ['first', 'second', 'third', 'special', 'consolation'], small: ['first', 'second', 'third'] } as const;
  const odds = (key: string) => DEFAULT_ODDS[key as keyof typeof DEFAULT_ODDS];

  it('return exactly 0.64 per unit staked on Big and Big box, 0.65 on Small and Small box', () => {
    expect(fixedOddsUnitReturn('sea4d', 'sea4d.big')).toEqual(ratio(64, 100));
    expect(fixedOddsUnitReturn('sea4d', 'sea4d.big_box', '1234')).toEqual(ratio(64, 100));
    expect(fixedOddsUnitReturn('sea4d', 'sea4d.small')).toEqual(ratio(65, 100));
    expect(fixedOddsUnitReturn('sea4d', 'sea4d.small_box', '4321')).toEqual(ratio(65, 100));
    expect(fixedOddsUnitHouseEdge('sea4d', 'sea4d.big')).toEqual(ratio(36, 100));
    expect(fixedOddsUnitHouseEdge('sea4d', 'sea4d.small')).toEqual(ratio(35, 100));
  });

  it('use the usual Big and Small tables, the same for a box', () => {
    expect(sizes.big.map((tier) => odds(`sea4d.big:${tier}`))).toEqual([2_500_000, 1_000_000, 500_000, 180_000, 60_000]);
    expect(sizes.small.map((tier) => odds(`sea4d.small:${tier}`))).toEqual([3_500_000, 2_000_000, 1_000_000]);
    for (const [size, tiers] of Object.entries(sizes))
      for (const tier of tiers) expect(odds(`sea4d.${size}_box:${tier}`)).toBe(odds(`sea4d.${size}:${tier}`));
  });

  it('pay an i-box of P orders the Big / Small odds over P, floored to a whole thousandth', () => {
    for (const [size, tiers] of Object.entries(sizes))
      for (const tier of tiers)
        for (const p of [24, 12, 6, 4]) expect(odds(`sea4d.${size}_ibox:${tier}:${p}`)).toBe(Math.floor(odds(`sea4d.${size}:${tier}`) / p));
    // 2500 / 24 = 104.1666… → 104.166: the floor keeps a little under a thousandth per tier.
    expect(odds('sea4d.big_ibox:first:24')).toBe(104_166);
    const ibox = (size: 'big' | 'small', number: string) => fixedOddsUnitReturn('sea4d', `sea4d.${size}_ibox`, number);
    expect(ibox('big', '1234')).toEqual(ratio(639_996, 1_000_000));
    expect(ibox('big', '1123')).toEqual(ratio(6_399_984, 10_000_000));
    expect(ibox('big', '1122')).toEqual(ratio(639_999, 1_000_000));
    expect(ibox('big', '1112')).toEqual(ratio(64, 100));
    expect(ibox('small', '1234')).toEqual(ratio(6_499_968, 10_000_000));
    expect(ibox('small', '1123')).toEqual(ratio(649_998, 1_000_000));
    expect(ibox('small', '1122')).toEqual(ratio(6_499_992, 10_000_000));
    expect(ibox('small', '1112')).toEqual(ratio(65, 100));
  });

  it('keep the VN edges of their comments, each between 2% and 3%', () => {
    const edges = {
      'vn_north.lo': 0.028,
      'vn_north.de': 0.02,
      'vn_north.cang3': 0.02,
      'vn_north.xien2': 0.0231,
      'vn_north.xien3': 0.0285,
      'vn_north.xien4': 0.0255,
      'vn_south.lo': 0.028,
      'vn_south.de': 0.02,
      'vn_south.cang3': 0.02,
      'vn_south.xien2': 0.021,
      'vn_south.xien3': 0.0256,
      'vn_south.xien4': 0.0284,
    } as const;
    for (const [key, shown] of Object.entries(edges)) {
      const edge = DEFAULT_HOUSE_EDGE[key as PriceKey];
      expect(toNumber(edge)).toBeCloseTo(shown, 4);
      expect(fixedOddsUnitHouseEdge(gameTypeOf(key), key, key.endsWith('lo') ? '00' : undefined)).toEqual(edge);
      expect(compare(edge, ratio(2, 100))).toBeGreaterThanOrEqual(0);
      expect(compare(edge, ratio(3, 100))).toBeLessThanOrEqual(0);
    }
    expect(DEFAULT_HOUSE_EDGE['vn_north.lo']).toEqual(ratio(28, 1000)); // 1 − 27/100 × 3.6
    expect(DEFAULT_HOUSE_EDGE['vn_south.lo']).toEqual(ratio(28, 1000)); // 1 − 18/100 × 5.4
    expect(DEFAULT_HOUSE_EDGE['vn_north.de']).toEqual(ratio(2, 100));
    expect(DEFAULT_HOUSE_EDGE['vn_south.cang3']).toEqual(ratio(2, 100));
  });
});
