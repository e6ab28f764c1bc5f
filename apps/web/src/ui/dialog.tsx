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
  /** `game`: as large as the screen allows, edge to edge (the game popup's iframe). */
  size?: 'sm' | 'md' | 'lg' | 'game';
  /** Buttons beside the close button (the game popup's full-screen toggle). */
  actions?: ReactNode;
  testId?: string;
  /** The element to focus when the dialog opens; defaults to the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** False for a dialog that must be completed (forced password change): no close button, Escape or backdrop. */
  dismissible?: boolean;
};

/** Open dialogs, innermost last: only the top one answers Escape and keeps Tab inside. */
const openStack: symbol[] = [];

/**
 * A modal dialog: labelled by its title, Escape and the backdrop close it (unless not
 * `dismissible`), Tab stays inside, focus returns to where it was, and it fades in and out in
 * 100 ms (spec §9). Dialogs stack: a warning over a popup takes Escape and Tab for itself.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  media,
  size = 'md',
  actions,
  testId,
  initialFocusRef,
  dismissible = true,
}: DialogProps) {
  const { t } = useTranslation();
  const { mounted, state } = usePresence(open);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const dismissibleRef = useRef(dismissible);
  dismissibleRef.current = dismissible;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    (initialFocusRef?.current ?? panel)?.focus();
    const self = Symbol('dialog');
    openStack.push(self);
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (openStack.at(-1) !== self) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (dismissibleRef.current) onCloseRef.current();
      } else if (panelRef.current) {
        trapTab(event, panelRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openStack.splice(openStack.indexOf(self), 1);
      if (openStack.length === 0) document.body.style.overflow = '';
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
        if (dismissible && event.target === event.currentTarget) onClose();
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
          {actions}
          {dismissible ? (
            <Button variant="ghost" size="sm" iconOnly aria-label={t('common.close')} onClick={onClose}>
              <Icon.Close size={18} />
            </Button>
          ) : null}
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
