import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The keyboard-focusable elements inside a container, in DOM order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Keeps Tab and Shift+Tab cycling inside a container (for modal dialogs and drawers). */
export function trapTab(event: KeyboardEvent | ReactKeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Moves focus to the first focusable element after `element` in the page's order, outside `skip`
 * (a popover's panel, which sits at the end of the body but reads as if it followed its button).
 * Returns false when nothing follows.
 */
export function focusAfter(element: HTMLElement, skip?: HTMLElement | null): boolean {
  const items = focusableIn(document.body).filter((el) => el.tabIndex >= 0 && !skip?.contains(el) && el.getClientRects().length > 0);
  const next = items.find((el) => element.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && !element.contains(el));
  next?.focus();
  return next !== undefined;
}
