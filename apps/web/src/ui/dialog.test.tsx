import { LIMITS } from '@fortuna/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Title"
        testId="dialog"
      >
        <button type="button">inside</button>
      </Dialog>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('Dialog', () => {
  it('is a labelled modal dialog that takes focus', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Title' })).toBe(dialog);
    expect(document.activeElement).toBe(dialog);
  });

  it('closes on Escape, unmounts after the 100 ms animation and gives focus back', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('dialog')).toBeTruthy();
    act(() => vi.advanceTimersByTime(LIMITS.modalAnimationMs));
    expect(screen.queryByTestId('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    const buttons = screen.getByRole('dialog').querySelectorAll('button');
    const last = buttons[buttons.length - 1] as HTMLButtonElement;
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('stacks: a dialog opened over another takes Escape for itself', () => {
    const outer = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog open onClose={outer} title="Outer">
          <button type="button" onClick={() => setInner(true)}>
            warn
          </button>
          <Dialog open={inner} onClose={() => setInner(false)} title="Inner" testId="inner" />
        </Dialog>
      );
    }
    vi.useFakeTimers();
    render(<Nested />);
    fireEvent.click(screen.getByText('warn'));
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(LIMITS.modalAnimationMs));
    expect(screen.queryByTestId('inner')).toBeNull();
    expect(outer).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('a dialog that is not dismissible has no close button and ignores Escape', () => {
    const onClose = vi.fn();
    render(<Dialog open onClose={onClose} title="Forced" dismissible={false} />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
