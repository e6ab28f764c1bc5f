import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api';
import { formatDateTime } from './format-date';

/**
 * The values an error's text may show, from the envelope's `value`: its plain fields, with times
 * (fields named `…At`, ISO strings) shown in the visitor's zone — e.g. `payment_password_locked`
 * and its `{{unlockAt}}`.
 */
export function errorValues(error: ApiError): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const value = error.value;
  if (!value || typeof value !== 'object') return values;
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'number') values[key] = field;
    else if (typeof field === 'string') values[key] = key.endsWith('At') ? formatDateTime(field) : field;
  }
  return values;
}

/** Translates any thrown error for people: `errors.<code>` for API errors, else the generic text. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const generic = t('errors.generic');
      if (error instanceof ApiError) return t(`errors.${error.code}`, { ...errorValues(error), defaultValue: generic });
      return generic;
    },
    [t],
  );
}
