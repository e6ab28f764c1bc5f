import { checkFieldRule, type FieldRuleSetting, type PatternId, type RegisterField } from '@fortuna/shared';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from './api';
import { errorValues } from './error-message';

type MessageValues = Record<string, string | number>;

/**
 * A form error travels through react-hook-form as text; ours is an i18n key with its values, so it
 * is translated when shown and follows a language change.
 */
export function formMessage(key: string, values: MessageValues = {}): string {
  return JSON.stringify([key, values]);
}

/** Translates a form error made by {@link formMessage}; anything else reads as "invalid". */
export function useFormText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      try {
        const [key, values] = JSON.parse(message) as [string, MessageValues];
        return t(key, { ...values, defaultValue: t('errors.generic') });
      } catch {
        return t('form.invalid');
      }
    },
    [t],
  );
}

/** The rule of a field when the merchant's register settings show it. */
export function shownRule(rules: readonly FieldRuleSetting[], field: RegisterField): FieldRuleSetting | undefined {
  const rule = rules.find((entry) => entry.field === field);
  return rule?.enabled ? rule : undefined;
}

/**
 * Spec §5: a value is valid only if it matches its rule's pattern and length; 'required' uses the
 * same template. An empty optional field passes. Without a rule, only presence is checked. Values
 * are trimmed first, as the server does.
 */
export function checkRule(
  ctx: z.RefinementCtx,
  path: string,
  value: string | undefined,
  rule: FieldRuleSetting | undefined,
  required: boolean,
): void {
  const text = value?.trim() ?? '';
  if (!rule) {
    if (required && !text) ctx.addIssue({ code: 'custom', path: [path], message: formMessage('form.required') });
    return;
  }
  if (!text && !required) return;
  const failure = checkFieldRule(text, { ...rule, patternId: rule.patternId as PatternId });
  if (failure) ctx.addIssue({ code: 'custom', path: [path], message: formMessage(failure.key, { min: failure.min, max: failure.max }) });
}

/** Adds `inconsistent_twice` on the confirmation when two passwords differ (spec §5). */
export function checkSame(ctx: z.RefinementCtx, path: string, value: string, original: string): void {
  if (value !== original) ctx.addIssue({ code: 'custom', path: [path], message: formMessage('errors.inconsistent_twice') });
}

type Issue = { path?: unknown };

/**
 * Puts a server refusal under the field it is about: `field_invalid` names its field and template,
 * `invalid_parameter` its paths, and `codeFields` maps other codes (e.g. `inconsistent_twice`) to a
 * field. Returns null when placed, else the form-level message (a {@link formMessage}).
 */
export function placeServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  codeFields: Partial<Record<string, string>> = {},
): string | null {
  if (!(error instanceof ApiError)) return formMessage('errors.generic');
  let field: string | undefined;
  let message = formMessage(`errors.${error.code}`, errorValues(error));
  if (error.code === 'field_invalid') {
    const value = (error.value ?? {}) as { field?: string; key?: string; min?: number; max?: number };
    field = value.field === 'countryDialingCode' ? 'mobileNum' : value.field;
    if (value.key) message = formMessage(value.key, { min: value.min ?? 0, max: value.max ?? 0 });
  } else if (error.code === 'invalid_parameter') {
    const issues = ((error.value ?? {}) as { issues?: Issue[] }).issues ?? [];
    field = issues.map((issue) => String(issue.path ?? '').split('.')[0]).find((path) => path && fields.includes(path));
  } else {
    field = codeFields[error.code];
  }
  if (field && fields.includes(field)) {
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
    return null;
  }
  return message;
}
