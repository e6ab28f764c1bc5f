import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountSchema, formatMinor, parseMinor } from './money';

describe('money at the edges', () => {
  it('formats and parses two-place amounts exactly', () => {
    expect(formatMinor(123450n)).toBe('1234.50');
    expect(formatMinor(5n)).toBe('0.05');
    expect(formatMinor(-5n)).toBe('-0.05');
    expect(formatMinor(0n)).toBe('0.00');
    expect(formatMinor(7n, 0)).toBe('7');
    expect(parseMinor('1234.5')).toBe(123450n);
    expect(parseMinor('0.05')).toBe(5n);
    expect(() => parseMinor('1.234')).toThrow();
    expect(() => parseMinor('-1')).toThrow();
    expect(() => parseMinor('1e3')).toThrow();
  });

  it('round-trips every amount', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 17n - 1n }), (n) => parseMinor(formatMinor(n)) === n));
  });

  it('accepts positive amounts typed by a member, as minor units', () => {
    expect(amountSchema.parse('100')).toBe(10000n);
    expect(amountSchema.parse(12.5)).toBe(1250n);
    for (const bad of ['0', '0.00', '-1', '1.001', 'abc', '', '1e5']) expect(amountSchema.safeParse(bad).success).toBe(false);
  });
});
