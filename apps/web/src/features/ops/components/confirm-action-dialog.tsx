import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormAlert } from '../../../ui/field';

/**
 * Asks before a risky back-office write (maintenance, a move, a termination, a rotation): what will
 * happen, then confirm or cancel. The error of a refused write shows inside, in the operator's language.
 */
export function ConfirmActionDialog({
  open,
  title,
  children,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
  testId = 'ops-confirm',
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <Dialog open={open} onClose={onClose} title={title} size="sm" testId={testId}>
      <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
        {error ? <FormAlert testId={`${testId}-error`}>{errorMessage(error)}</FormAlert> : null}
        <div>{children}</div>
        <div style={{ display: 'flex', gap: 'var(--space-2)', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" disabled={pending} onClick={onConfirm} data-testid={`${testId}-ok`}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
