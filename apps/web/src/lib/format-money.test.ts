import { describe, expect, it } from 'vitest';
import { formatMoney, formatSigned, groupThousands, isNegative, toMinor, toTwoPlaces } from './format-money';

describe('groupThousands', () => {
  it('groups the whole part of a decimal string and leaves the cents alone', () => {
    expect(groupThousands('0.00')).toBe('0.00');
    expect(groupThousands('999.99')).toBe('999.99');
    expect(groupThousands('2000.00')).toBe('2,000.00');
    expect(groupThousands('1234567.50')).toBe('1,234,567.50');
    expect(groupThousands('-1234.00')).toBe('-1,234.00');
  });

  it("uses the page language's separators, with Latin digits in every language", () => {
    const shown = (language: string) => {
      document.documentElement.lang = language;
      try {
        return groupThousands('1234567.50');
      } finally {
        document.documentElement.lang = 'en';
      }
    };
    expect(shown('de')).toBe('1.234.567,50');
    expect(shown('fr')).toMatch(/^1\s234\s567,50$/u);
    expect(shown('zh')).toBe('1,234,567.50');
    expect(shown('my')).toBe('1,234,567.50');
    expect(shown('ar')).toMatch(/^1\D234\D567\D50$/);
    expect(shown('ar')).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe('money texts', () => {
  it('puts the currency symbol before the grouped amount, the sign before both', () => {
    expect(formatMoney('1234.50', 'Ks')).toBe('Ks 1,234.50');
    expect(formatMoney('-1234.50', 'Ks')).toBe('-Ks 1,234.50');
    expect(formatMoney('12.00', undefined)).toBe('12.00');
  });

  it('signs record amounts, zero without a sign', () => {
    expect(formatSigned('1000.00')).toBe('+1,000.00');
    expect(formatSigned('-250.50')).toBe('-250.50');
    expect(formatSigned('0.00')).toBe('0.00');
    expect(isNegative('-0.01')).toBe(true);
    expect(isNegative('-0.00')).toBe(false);
    expect(isNegative('5.00')).toBe(false);
  });

  it('reads API amounts as minor units', () => {
    expect(toMinor('1000.00')).toBe(100_000n);
    expect(toMinor('nope')).toBeNull();
  });
});

describe('toTwoPlaces', () => {
  it('pads, keeps or rounds half up to two places without floats', () => {
    expect(toTwoPlaces('12500')).toBe('12500.00');
    expect(toTwoPlaces('12500.5')).toBe('12500.50');
    expect(toTwoPlaces('3000.00')).toBe('3000.00');
    expect(toTwoPlaces('0.005')).toBe('0.01');
    expect(toTwoPlaces('0.0049')).toBe('0.00');
    expect(toTwoPlaces('99.995')).toBe('100.00');
    expect(toTwoPlaces('123456789012345.678')).toBe('123456789012345.68');
  });

  it('leaves what is not an amount alone', () => {
    expect(toTwoPlaces('n/a')).toBe('n/a');
  });
});
