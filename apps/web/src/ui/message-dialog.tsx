import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { Icon, type IconName } from './icons';
import styles from './message-dialog.module.css';
import { Spinner } from './spinner';

type MessageDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  /** The submit button's text. */
  confirmLabel: string;
  onConfirm: () => void;
  /** With a cancel label the dialog is a confirm/cancel question; without, a notice with one button. */
  cancelLabel?: string;
  /** Closing by Escape, backdrop or the close button; defaults to `onConfirm` for a notice. */
  onClose?: () => void;
  icon?: IconName;
  tone?: 'info' | 'warning';
  /** Shows a loader in place of the buttons while the confirmed action runs. */
  busy?: boolean;
  testId?: string;
};

/** A short message with one or two buttons: warnings, notices and confirm/cancel questions (spec §8). */
export function MessageDialog(props: MessageDialogProps) {
  const { open, title, message, confirmLabel, onConfirm, cancelLabel, onClose, icon, tone = 'info', busy, testId } = props;
  const close = onClose ?? (cancelLabel ? () => {} : onConfirm);
  const Glyph = Icon[icon ?? (tone === 'warning' ? 'Alert' : 'Shield')];
  return (
    <Dialog open={open} onClose={busy ? () => {} : close} title={title} size="sm" testId={testId} dismissible={!busy}>
      <div className={styles.content}>
        <span className={[styles.icon, styles[tone]].join(' ')}>
          <Glyph size={24} />
        </span>
        <p className={styles.message} data-testid={testId ? `${testId}-message` : undefined}>
          {message}
        </p>
      </div>
      <div className={styles.actions}>
        {busy ? (
          <Spinner size={24} />
        ) : (
          <>
            {cancelLabel ? (
              <Button variant="secondary" onClick={close}>
                {cancelLabel}
              </Button>
            ) : null}
            <Button variant="primary" onClick={onConfirm} data-testid={testId ? `${testId}-confirm` : undefined}>
              {confirmLabel}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
