import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api';

/** Translates any thrown error for people: `errors.<code>` for API errors, else the generic text. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const generic = t('errors.generic');
      if (error instanceof ApiError) return t(`errors.${error.code}`, { defaultValue: generic });
      return generic;
    },
    [t],
  );
}
