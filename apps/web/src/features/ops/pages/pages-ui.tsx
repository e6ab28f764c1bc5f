import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormAlert } from '../../../ui/field';

/** The error line of a form's last refused write, in the operator's language. */
export function WriteError({ error, testId }: { error: unknown; testId?: string }) {
  const errorMessage = useErrorMessage();
  return error ? <FormAlert testId={testId}>{errorMessage(error)}</FormAlert> : null;
}

/** Asks before a risky change (publish, withdraw, delete, replacing a list). */
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
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('ops_pages.confirm_title')}
      size="sm"
      testId={testId}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('ops_pages.cancel')}
          </Button>
          <Button variant="primary" onClick={onConfirm} disabled={busy} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
