import { type HTMLAttributes, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { focusAfter, focusableIn } from './focus';
import styles from './popover.module.css';
import { usePresence } from './use-presence';

type PopoverProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  open: boolean;
  /** The element the popover hangs under; outside clicks other than on it close the popover. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Which edge of the anchor the popover lines up with. */
  align?: 'start' | 'end';
  /**
   * Tab from the anchor enters the open panel, and Tab past its end leaves it for what follows the
   * anchor (closing it), as if the panel followed its button in the page. Off for a popover that
   * opens when its anchor takes focus (the top navigation's vendor menus, entered with ArrowDown):
   * Tab must walk on through the anchors there.
   */
  inTabOrder?: boolean;
  children: ReactNode;
};

type Position = { top: number; left: number };
const GAP = 8;
const EDGE = 8;

function place(anchor: HTMLElement, panel: HTMLElement, align: 'start' | 'end'): Position {
  const rect = anchor.getBoundingClientRect();
  const width = panel.offsetWidth;
  const rtl = document.documentElement.dir === 'rtl';
  const alignEnd = (align === 'end') !== rtl;
  let left = alignEnd ? rect.right - width : rect.left;
  left = Math.min(Math.max(EDGE, left), window.innerWidth - width - EDGE);
  return { top: rect.bottom + GAP, left };
}

/**
 * A floating panel under an anchor (drop menus, notice and service lists). Rendered in a portal so
 * scrolling containers never clip it; Escape and outside clicks close it, and the keyboard reaches
 * it right after its anchor (see `inTabOrder`).
 */
export function Popover({ open, anchor, onClose, align = 'start', inTabOrder = true, children, className, style, ...rest }: PopoverProps) {
  const { mounted, state } = usePresence(open);
  const panelRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Position | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    if (!mounted || !anchor || !panelRef.current) return;
    const panel = panelRef.current;
    const update = () => setPosition(place(anchor, panel, align));
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [mounted, anchor, align]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onCloseRef.current();
        anchor?.focus();
      } else if (event.key === 'Tab' && inTabOrder && anchor && panelRef.current) {
        tabAcross(event, anchor, panelRef.current, () => onCloseRef.current());
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || anchor?.contains(target)) return;
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, anchor, inTabOrder]);

  if (!mounted) return null;
  return createPortal(
    <div
      ref={panelRef}
      className={[styles.popover, className].filter(Boolean).join(' ')}
      data-state={state}
      // Focusable by script: Tab lands on the panel itself while its contents are still loading.
      tabIndex={-1}
      style={{ ...style, top: position?.top ?? -9999, left: position?.left ?? -9999 }}
      {...rest}
    >
      {children}
    </div>,
    document.body,
  );
}

/** Tab between an anchor and its portalled panel as if the panel came right after the anchor. */
function tabAcross(event: KeyboardEvent, anchor: HTMLElement, panel: HTMLElement, close: () => void): void {
  const active = document.activeElement;
  const items = focusableIn(panel);
  if (active === anchor && !event.shiftKey) {
    event.preventDefault();
    (items[0] ?? panel).focus();
  } else if (active instanceof HTMLElement && panel.contains(active)) {
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      anchor.focus();
    } else if (!event.shiftKey && (active === last || active === panel || !last)) {
      event.preventDefault();
      close();
      if (!focusAfter(anchor, panel)) anchor.focus();
    }
  }
}
