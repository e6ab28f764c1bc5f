import type { FieldRuleSetting } from '@fortuna/shared';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api';
import { checkRule, checkSame, formMessage, placeServerError } from './form-rules';
import { formatDateTime } from './format-date';

const usernameRule: FieldRuleSetting = {
  field: 'username',
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  minLength: 6,
  maxLength: 16,
  patternId: 'LETTER_FIRST_ALNUM',
};

function issuesOf(value: string, required: boolean, rule: FieldRuleSetting | null = usernameRule) {
  const schema = z
    .object({ username: z.string() })
    .superRefine((values, ctx) => checkRule(ctx, 'username', values.username, rule ?? undefined, required));
  const result = schema.safeParse({ username: value });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('checkRule', () => {
  const template = formMessage('pattern_LETTER_FIRST_ALNUM', { min: 6, max: 16 });

  it('fails a value outside the pattern or the length with the rule template and its numbers', () => {
    expect(issuesOf('9lives', true)).toEqual([template]);
    expect(issuesOf('abc', true)).toEqual([template]);
    expect(issuesOf('a'.repeat(17), true)).toEqual([template]);
    expect(issuesOf('player01', true)).toEqual([]);
  });

  it('uses the same template for a required empty field; an empty optional field passes', () => {
    expect(issuesOf('   ', true)).toEqual([template]);
    expect(issuesOf('', false)).toEqual([]);
  });

  it('checks only presence without a rule', () => {
    expect(issuesOf('', true, null)).toEqual([formMessage('form.required')]);
    expect(issuesOf('x', true, null)).toEqual([]);
  });

  it('reports two different passwords as inconsistent_twice', () => {
    const schema = z.object({ a: z.string(), b: z.string() }).superRefine((values, ctx) => checkSame(ctx, 'b', values.b, values.a));
    expect(schema.safeParse({ a: 'x1', b: 'x2' }).error?.issues[0]).toMatchObject({
      path: ['b'],
      message: formMessage('errors.inconsistent_twice'),
    });
  });
});

describe('placeServerError', () => {
  it('puts field_invalid under its field with the server template', () => {
    const setError = vi.fn();
    const error = new ApiError('field_invalid', 400, { field: 'password', key: 'pattern_LETTERS_AND_DIGITS', min: 6, max: 20 });
    expect(placeServerError(error, setError, ['username', 'password'])).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'password',
      { type: 'server', message: formMessage('pattern_LETTERS_AND_DIGITS', { min: 6, max: 20 }) },
      { shouldFocus: true },
    );
  });

  it('maps other codes to fields, the dialing code to the mobile field, and invalid_parameter by path', () => {
    const setError = vi.fn();
    expect(placeServerError(new ApiError('captcha_incorrect', 400), setError, ['captcha'], { captcha_incorrect: 'captcha' })).toBeNull();
    expect(setError.mock.calls[0]?.[0]).toBe('captcha');
    placeServerError(new ApiError('field_invalid', 400, { field: 'countryDialingCode', key: 'pattern_DIGITS', min: 1, max: 4 }), setError, [
      'mobileNum',
    ]);
    expect(setError.mock.calls[1]?.[0]).toBe('mobileNum');
    placeServerError(new ApiError('invalid_parameter', 400, { issues: [{ path: 'email', code: 'x', message: 'y' }] }), setError, ['email']);
    expect(setError.mock.calls[2]?.[0]).toBe('email');
  });

  it('answers a form-level message for anything else', () => {
    const setError = vi.fn();
    expect(placeServerError(new ApiError('account_frozen', 403), setError, ['username'])).toBe(formMessage('errors.account_frozen'));
    expect(
      placeServerError(new ApiError('field_invalid', 400, { field: 'qqNum', key: 'pattern_DIGITS', min: 5, max: 12 }), setError, [
        'username',
      ]),
    ).toBe(formMessage('pattern_DIGITS', { min: 5, max: 12 }));
    expect(placeServerError(new Error('boom'), setError, [])).toBe(formMessage('errors.generic'));
    expect(setError).not.toHaveBeenCalled();
  });

  it('carries a refusal value into its text, times in the visitor zone (payment_password_locked)', () => {
    const unlockAt = '2026-11-27T00:30:00.000Z';
    const error = new ApiError('payment_password_locked', 429, { unlockAt, captcha: false });
    expect(placeServerError(error, vi.fn(), ['paymentPassword'])).toBe(
      formMessage('errors.payment_password_locked', { unlockAt: formatDateTime(unlockAt) }),
    );
  });
});
