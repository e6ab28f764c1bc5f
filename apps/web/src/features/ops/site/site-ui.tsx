import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { errorValues, useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormAlert } from '../../../ui/field';

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

/** Asks before a risky change (maintenance, region blocks, deletions). */
export function ConfirmDialog({
  open,
  text,
  confirmLabel,
  onConfirm,
  onClose,
  busy,
  testId,
}: {
  open: boolean;
  text: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('ops_site.confirm_title')}
      size="sm"
      testId={testId}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('ops_site.cancel')}
          </Button>
          <Button variant="primary" onClick={onConfirm} disabled={busy} data-testid={testId ? `${testId}-confirm` : undefined}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
