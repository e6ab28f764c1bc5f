import { describe, expect, it } from 'vitest';
import { formatPoints, goodsTotal, maxQuantity, previewConvert, rateRowFor } from './points-math';

const rates = [
  { minPoints: '100', points: '100', amount: '1.00' },
  { minPoints: '1000', points: '100', amount: '1.20' },
  { minPoints: '10000', points: '50', amount: '0.75' },
];

describe('rateRowFor', () => {
  it('picks the highest tier not above the points, whatever the table order', () => {
    expect(rateRowFor(rates, 99n)).toBeNull();
    expect(rateRowFor(rates, 100n)?.amount).toBe('1.00');
    expect(rateRowFor(rates, 999n)?.amount).toBe('1.00');
    expect(rateRowFor([...rates].reverse(), 1000n)?.amount).toBe('1.20');
    expect(rateRowFor(rates, 50_000n)?.amount).toBe('0.75');
    expect(rateRowFor([], 50_000n)).toBeNull();
  });
});

describe('previewConvert', () => {
  it('previews the amount of a whole number of steps in minor units', () => {
    expect(previewConvert(rates, '300', 5000n)).toMatchObject({ kind: 'ok', amount: '3.00' });
    expect(previewConvert(rates, '1500', 5000n)).toMatchObject({ kind: 'ok', amount: '18.00' });
    expect(previewConvert(rates, '10050', 20_000n)).toMatchObject({ kind: 'ok', amount: '150.75' });
    expect(previewConvert(rates, '999999999999900', 10n ** 15n)).toMatchObject({ kind: 'ok', amount: '14999999999998.50' });
  });
  it('names what is wrong: nothing typed, below the lowest tier, not a multiple, more than held', () => {
    expect(previewConvert(rates, '', 5000n)).toEqual({ kind: 'empty' });
    expect(previewConvert(rates, '012', 5000n)).toEqual({ kind: 'empty' });
    expect(previewConvert(rates, '50', 5000n)).toEqual({ kind: 'below_minimum', minimum: '100' });
    expect(previewConvert(rates, '150', 5000n)).toEqual({ kind: 'step', step: '100' });
    expect(previewConvert(rates, '6000', 5000n)).toEqual({ kind: 'insufficient' });
  });
});

describe('maxQuantity and goodsTotal', () => {
  it('caps the stepper at 99, the stock left and the member limit left', () => {
    expect(maxQuantity({ remaining: null, perMemberLimit: null, mine: 0 })).toBe(99);
    expect(maxQuantity({ remaining: 3, perMemberLimit: null, mine: 0 })).toBe(3);
    expect(maxQuantity({ remaining: 50, perMemberLimit: 5, mine: 2 })).toBe(3);
    expect(maxQuantity({ remaining: 0, perMemberLimit: 5, mine: 0 })).toBe(0);
    expect(maxQuantity({ remaining: 10, perMemberLimit: 2, mine: 3 })).toBe(0);
  });
  it('multiplies points and amount exactly', () => {
    expect(goodsTotal({ points: '1500', amount: '0.00' }, 3)).toEqual({ points: '4500', amount: '0.00' });
    expect(goodsTotal({ points: '10', amount: '19.99' }, 7)).toEqual({ points: '70', amount: '139.93' });
  });
  it('groups points figures', () => {
    expect(formatPoints('1250000')).toBe('1,250,000');
    expect(formatPoints('+120')).toBe('+120');
    expect(formatPoints('-5000')).toBe('-5,000');
  });
});
