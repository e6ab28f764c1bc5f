import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { errorValues, useErrorMessage } from '../../../lib/error-message';
import { FormAlert } from '../../../ui/field';
import { type ConfirmDialogProps, ConfirmDialog as SharedConfirmDialog } from '../components/confirm-dialog';

/**
 * A refused site write in the operator's language: the server's `reason` (`block_covers_caller`,
 * `domain_taken`…) when the site texts know it, else the error code's text.
 */
export function useSiteErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.value && typeof error.value === 'object') {
        const reason = (error.value as { reason?: unknown }).reason;
        const key = `ops_site.reason_${String(reason)}`;
        if (typeof reason === 'string' && i18n.exists(key)) return t(key, errorValues(error));
      }
      return errorMessage(error);
    },
    [t, i18n, errorMessage],
  );
}

/** The error line of a form's last refused write. */
export function SiteWriteError({ error, testId }: { error: unknown; testId?: string }) {
  const text = useSiteErrorText();
  return error ? <FormAlert testId={testId}>{text(error)}</FormAlert> : null;
}

/** Asks before a risky change (maintenance, region blocks, deletions), under this section's title. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return <SharedConfirmDialog {...props} title={t('ops_site.confirm_title')} />;
}
