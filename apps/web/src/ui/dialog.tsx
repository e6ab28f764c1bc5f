import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './dialog.module.css';
import { trapTab } from './focus';
import { Icon } from './icons';
import { usePresence } from './use-presence';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Content above the title, edge to edge (a banner image). */
  media?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
  /** The element to focus when the dialog opens; defaults to the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
};

let openDialogs = 0;

/**
 * A modal dialog: labelled by its title, Escape and the backdrop close it, Tab stays inside, focus
 * returns to where it was, and it fades in and out in 100 ms (spec §9).
 */
export function Dialog({ open, onClose, title, children, media, size = 'md', testId, initialFocusRef }: DialogProps) {
  const { t } = useTranslation();
  const { mounted, state } = usePresence(open);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    (initialFocusRef?.current ?? panel)?.focus();
    openDialogs += 1;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (panelRef.current) {
        trapTab(event, panelRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs -= 1;
      if (openDialogs === 0) document.body.style.overflow = '';
      if (previous?.isConnected) previous.focus();
    };
  }, [open, initialFocusRef]);

  if (!mounted) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: backdrop clicks are a mouse shortcut; Escape and the close button serve keyboards
    <div
      className={styles.backdrop}
      data-state={state}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className={[styles.dialog, styles[size]].join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        {media ? <div className={styles.media}>{media}</div> : null}
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <Button variant="ghost" size="sm" iconOnly aria-label={t('common.close')} onClick={onClose}>
            <Icon.Close size={18} />
          </Button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
