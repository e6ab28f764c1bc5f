import { describe, expect, it } from 'vitest';
import { oddsWithMargin, overround } from './margin';

describe('odds with a margin', () => {
  it('divide the fair odds by 1 + margin and round down to 0.01', () => {
    expect(oddsWithMargin(0.5, 0)).toBe(2000);
    expect(oddsWithMargin(0.5, 0.05)).toBe(1900); // 1.9047…
    expect(oddsWithMargin(1 / 1.9, 0)).toBe(1900); // 1.8999… in floating point stays 1.90
    expect(oddsWithMargin(0.25, 0.05)).toBe(3800); // 3.8095…
    expect(overround([1900, 1900])).toBeCloseTo(2000 / 1900 - 1, 12);
  });

  it('offer nothing under 1.01 or for what cannot win, and cap long odds at 1000.00', () => {
    expect(oddsWithMargin(1, 0.05)).toBeNull();
    expect(oddsWithMargin(0.98, 0.05)).toBeNull(); // 0.9718…
    expect(oddsWithMargin(0, 0.05)).toBeNull();
    expect(oddsWithMargin(1e-9, 0.05)).toBe(1_000_000);
    expect(() => oddsWithMargin(0.5, 1)).toThrow(/pricing_state_invalid/);
    expect(() => oddsWithMargin(0.5, -0.01)).toThrow(/pricing_state_invalid/);
    expect(() => oddsWithMargin(0.5, Number.NaN)).toThrow(/pricing_state_invalid/);
  });
});
