import type { KeyboardEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { onGridKeyDown } from './grid-keys';

/** A 3×2 grid of buttons, some disabled, in the document. */
function grid(disabled: number[] = []) {
  const root = document.createElement('div');
  for (let i = 0; i < 6; i++) {
    const button = document.createElement('button');
    button.dataset.cell = String(i);
    button.disabled = disabled.includes(i);
    root.append(button);
  }
  document.body.replaceChildren(root);
  const press = (from: number, key: string) => {
    let prevented = false;
    const target = root.querySelector(`[data-cell="${from}"]`) as HTMLElement;
    onGridKeyDown(
      {
        key,
        target,
        currentTarget: root,
        preventDefault: () => {
          prevented = true;
        },
      } as unknown as KeyboardEvent<HTMLElement>,
      3,
    );
    return { focused: Number((document.activeElement as HTMLElement | null)?.dataset.cell ?? -1), prevented };
  };
  return press;
}

describe('arrow keys on a grid of tiles', () => {
  it('move by one across and by a row up and down', () => {
    const press = grid();
    expect(press(0, 'ArrowRight').focused).toBe(1);
    expect(press(1, 'ArrowDown').focused).toBe(4);
    expect(press(4, 'ArrowLeft').focused).toBe(3);
    expect(press(3, 'ArrowUp').focused).toBe(0);
    expect(press(2, 'End').focused).toBe(5);
    expect(press(5, 'Home').focused).toBe(0);
  });

  it('skip opened tiles and stop at the edge without taking the key', () => {
    const press = grid([1]);
    expect(press(0, 'ArrowRight').focused).toBe(2);
    const edge = press(0, 'ArrowUp');
    expect(edge.prevented).toBe(false);
    expect(press(0, 'Enter').prevented).toBe(false);
  });
});
