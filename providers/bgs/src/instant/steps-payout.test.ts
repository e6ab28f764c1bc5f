import { describe, expect, it } from 'vitest';
import { ratio } from '../rational';
import { multiplierCeiling, multiplierText, rationalText, stepsMultiplier, stepsWin } from './steps-payout';

describe('step-by-step payouts', () => {
  it('pay 0.99 ÷ the chance of the steps taken', () => {
    expect(stepsMultiplier(ratio(1, 2))).toEqual(ratio(198, 100));
    expect(stepsMultiplier(ratio(22, 25))).toEqual(ratio(9, 8));
    expect(() => stepsMultiplier(ratio(0))).toThrow(RangeError);
    expect(() => stepsMultiplier(ratio(3, 2))).toThrow(RangeError);
  });

  it('floor the win to a minor unit', () => {
    expect(stepsWin(1000n, ratio(9, 8))).toBe(1125n);
    expect(stepsWin(1001n, ratio(9, 8))).toBe(1126n); // 1126.125
    expect(stepsWin(7n, ratio(99, 100))).toBe(6n); // 6.93
  });

  it('show multipliers rounded down, bound them rounded up', () => {
    expect(multiplierText(ratio(33, 32))).toBe('1.0312');
    expect(multiplierCeiling(ratio(33, 32))).toBe(1.0313);
    expect(multiplierText(ratio(99, 4))).toBe('24.7500');
    expect(multiplierCeiling(ratio(99, 4))).toBe(24.75);
    expect(rationalText(ratio(99, 4))).toBe('99/4');
  });
});
