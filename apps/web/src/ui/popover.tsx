import { type HTMLAttributes, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styles from './popover.module.css';
import { usePresence } from './use-presence';

type PopoverProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  open: boolean;
  /** The element the popover hangs under; outside clicks other than on it close the popover. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Which edge of the anchor the popover lines up with. */
  align?: 'start' | 'end';
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
 * scrolling containers never clip it; Escape and outside clicks close it.
 */
export function Popover({ open, anchor, onClose, align = 'start', children, className, style, ...rest }: PopoverProps) {
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
      if (event.key !== 'Escape') return;
      onCloseRef.current();
      anchor?.focus();
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
  }, [open, anchor]);

  if (!mounted) return null;
  return createPortal(
    <div
      ref={panelRef}
      className={[styles.popover, className].filter(Boolean).join(' ')}
      data-state={state}
      style={{ ...style, top: position?.top ?? -9999, left: position?.left ?? -9999 }}
      {...rest}
    >
      {children}
    </div>,
    document.body,
  );
}
