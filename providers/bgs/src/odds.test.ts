import { describe, expect, it } from 'vitest';
import { CHANCES, PRICE_KEYS, type PriceKey } from './games/registry';
import { DEFAULT_HOUSE_EDGE, DEFAULT_ODDS, fixedOddsHouseEdge, fixedOddsReturn, prizeGroupHouseEdge } from './odds';
import { compare, ratio } from './rational';

describe('default odds', () => {
  it('price every price key, in whole thousandths', () => {
    expect(Object.keys(DEFAULT_ODDS).sort()).toEqual([...PRICE_KEYS].sort());
    for (const odds of Object.values(DEFAULT_ODDS)) expect(Number.isInteger(odds) && odds > 1000).toBe(true);
  });

  it('keep a house edge between 2% and 3% on every price key', () => {
    for (const key of PRICE_KEYS) {
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
