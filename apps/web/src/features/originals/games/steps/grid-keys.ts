import type { KeyboardEvent } from 'react';

/**
 * Arrow keys move the focus between the buttons of a grid (`data-cell` = index, row by row,
 * `columns` wide); Enter and Space press the focused button as buttons do. Home/End go to the
 * first and last cell. Disabled cells are skipped over in the direction of travel.
 */
export function onGridKeyDown(event: KeyboardEvent<HTMLElement>, columns: number): void {
  const from = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
  if (!from) return;
  const cells = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-cell]')];
  const index = Number(from.dataset.cell);
  const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns };
  let target: number | undefined;
  if (event.key in step) {
    const delta = step[event.key] as number;
    for (let next = index + delta; next >= 0 && next < cells.length; next += delta) {
      if (!cells[next]?.disabled) {
        target = next;
        break;
      }
    }
  } else if (event.key === 'Home') target = 0;
  else if (event.key === 'End') target = cells.length - 1;
  if (target === undefined) return;
  event.preventDefault();
  cells[target]?.focus();
}
