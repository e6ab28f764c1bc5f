import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Popover } from './popover';

function Harness({ inTabOrder }: { inTabOrder?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" ref={setAnchor} aria-expanded={open} onClick={() => setOpen(!open)}>
        menu
      </button>
      <button type="button">after</button>
      <Popover open={open} anchor={anchor} onClose={() => setOpen(false)} inTabOrder={inTabOrder} aria-label="panel">
        <button type="button">one</button>
        <button type="button">two</button>
      </Popover>
    </>
  );
}

const tab = (shiftKey = false) => act(() => void fireEvent.keyDown(document, { key: 'Tab', shiftKey }));

describe('Popover', () => {
  it('comes right after its anchor in the Tab order, and Tab past its end closes it', () => {
    render(<Harness />);
    const anchor = screen.getByRole('button', { name: 'menu' });
    anchor.focus();
    tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'one' }));
    tab(true);
    expect(document.activeElement).toBe(anchor);
    tab();
    screen.getByRole('button', { name: 'two' }).focus();
    tab();
    expect(anchor.getAttribute('aria-expanded')).toBe('false');
    // jsdom lays nothing out, so nothing "follows" and focus goes back to the anchor.
    expect(document.activeElement).toBe(anchor);
  });

  it('closes on Escape and gives focus back to its anchor', () => {
    render(<Harness />);
    screen.getByRole('button', { name: 'one' }).focus();
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
    const anchor = screen.getByRole('button', { name: 'menu' });
    expect(anchor.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(anchor);
  });

  it('leaves Tab alone when it is not in the Tab order (menus that open on focus)', () => {
    render(<Harness inTabOrder={false} />);
    const anchor = screen.getByRole('button', { name: 'menu' });
    anchor.focus();
    tab();
    expect(document.activeElement).toBe(anchor);
  });
});
