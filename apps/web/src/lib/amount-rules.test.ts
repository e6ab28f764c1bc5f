import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amountRangeMessage, checkAmount } from './amount-rules';
import { formMessage } from './form-rules';

const issues = (text: string, bounds = {}) => {
  const schema = z.object({ amount: z.string() }).superRefine((v, ctx) => checkAmount(ctx, 'amount', v.amount, bounds));
  const result = schema.safeParse({ amount: text });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('checkAmount', () => {
  it('takes positive amounts with at most two places', () => {
    expect(issues('100')).toEqual([]);
    expect(issues(' 100.5 ')).toEqual([]);
    expect(issues('')).toEqual([formMessage('form.required')]);
    for (const bad of ['0', '-5', '1.234', 'ten', '1e3']) expect(issues(bad)).toEqual([formMessage('form.amount_invalid')]);
  });

  it('keeps within the bounds, both included', () => {
    const bounds = { min: '1000.00', max: '1000000.00' };
    expect(issues('1000', bounds)).toEqual([]);
    expect(issues('1000000', bounds)).toEqual([]);
    expect(issues('999.99', bounds)).toEqual([formMessage('form.amount_range', { min: '1,000.00', max: '1,000,000.00' })]);
    expect(issues('1000000.01', bounds)).toHaveLength(1);
    expect(issues('5', { max: '4.00' })).toEqual([formMessage('form.amount_max', { max: '4.00' })]);
  });

  it('reads the bounds of a server refusal', () => {
    expect(amountRangeMessage({ min: '100.00', max: '50000.00' })).toBe(
      formMessage('form.amount_range', { min: '100.00', max: '50,000.00' }),
    );
    expect(amountRangeMessage({ max: '99.99' })).toBe(formMessage('form.amount_max', { max: '99.99' }));
    expect(amountRangeMessage(null)).toBeNull();
  });
});
