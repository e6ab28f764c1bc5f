import { describe, expect, it } from 'vitest';
import { playRebateOf, prizeGroupChoices, rebatePercent, slipRebateOf } from './prize-group';

describe('prize group choices', () => {
  it('offers the own prize group first, then down in steps of 10 to 100 below', () => {
    expect(prizeGroupChoices(1950)).toEqual([1950, 1940, 1930, 1920, 1910, 1900, 1890, 1880, 1870, 1860, 1850]);
    expect(prizeGroupChoices(50)).toEqual([50, 40, 30, 20, 10]);
  });

  it('pays floor(stake × (own − play) / 2000) as the rebate, nothing at the own prize group', () => {
    expect(playRebateOf(10_000n, 1950, 1900)).toBe(250n);
    expect(playRebateOf(333n, 1950, 1940)).toBe(1n);
    expect(playRebateOf(10_000n, 1950, 1950)).toBe(0n);
    // Each bet is rounded down on its own, as the engine credits it: 3 × floor(333 × 10 / 2000) = 3, not floor(999 × 10 / 2000) = 4.
    expect(slipRebateOf([333n, 333n, 333n], 1950, 1940)).toBe(3n);
    expect(rebatePercent(1950, 1900)).toBe('2.5');
    expect(rebatePercent(1900, 1890)).toBe('0.5');
    expect(rebatePercent(1900, 1900)).toBe('0');
  });
});
