import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';

export type ConfirmDialogProps = {
  open: boolean;
  text: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  testId?: string;
};

/**
 * Asks before a risky back-office change (maintenance, region blocks, publishing, withdrawing,
 * deleting): one line of what will happen, then cancel or confirm (`<testId>-confirm`). A section
 * names its own title (site-ui.tsx, pages-ui.tsx); a write whose error should show inside the dialog
 * uses ConfirmActionDialog instead.
 */
export function ConfirmDialog({
  open,
  text,
  confirmLabel,
  onConfirm,
  onClose,
  busy,
  testId,
  title,
}: ConfirmDialogProps & { title: string }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      testId={testId}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
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
