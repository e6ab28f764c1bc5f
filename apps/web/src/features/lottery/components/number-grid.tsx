import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BetTypeSpec, type GridPick, gridPick, type PickValue } from '../bet-types';
import { betTypeName } from '../selection-text';
import styles from './number-grid.module.css';

type NumberGridProps = {
  spec: BetTypeSpec;
  picked: readonly PickValue[];
  onToggle: (value: number) => void;
  onPick: (pick: GridPick) => void;
  onClear: () => void;
};

const SIZE = 11;
const DIGITS = Array.from({ length: 10 }, (_, i) => i);

/**
 * The 00–99 board of the Vietnamese bets: ten rows by head (tens digit) and ten columns by tail
 * (units). The row and column headings pick a whole head row ("0x") or tail column ("x7"), the
 * corner the doubles; a second press takes them away again. One tab stop: the arrow keys, Home and
 * End move around the 11 × 11 buttons (headings included), Space or Enter presses.
 */
export function NumberGrid({ spec, picked, onToggle, onPick, onClear }: NumberGridProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState<[number, number]>([1, 1]);
  const gridRef = useRef<HTMLDivElement>(null);
  const name = betTypeName(spec.code, t);

  const focusCell = (row: number, col: number) => {
    setActive([row, col]);
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-cell="${row}-${col}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const [row, col] = active;
    const rtl = document.documentElement.dir === 'rtl';
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, col],
      ArrowDown: [row + 1, col],
      ArrowLeft: [row, col + (rtl ? 1 : -1)],
      ArrowRight: [row, col + (rtl ? -1 : 1)],
      Home: [event.ctrlKey ? 0 : row, 0],
      End: [event.ctrlKey ? SIZE - 1 : row, SIZE - 1],
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    focusCell(Math.min(SIZE - 1, Math.max(0, next[0])), Math.min(SIZE - 1, Math.max(0, next[1])));
  };
  const cell = (row: number, col: number) => ({
    'data-cell': `${row}-${col}`,
    tabIndex: active[0] === row && active[1] === col ? 0 : -1,
    onFocus: () => setActive([row, col]),
  });
  const allPicked = (numbers: number[]) => numbers.every((n) => picked.includes(n));

  return (
    <fieldset className={styles.wrap} data-testid="number-grid">
      <legend className="sr-only">{name}</legend>
      <div ref={gridRef} className={styles.grid} role="toolbar" aria-label={t('lottery.grid_label', { name })} onKeyDown={onKeyDown}>
        <button
          type="button"
          className={styles.corner}
          aria-pressed={allPicked(gridPick({ kind: 'doubles' }))}
          aria-label={t('lottery.grid_doubles_label')}
          title={t('lottery.grid_doubles_label')}
          onClick={() => onPick({ kind: 'doubles' })}
          data-testid="grid-doubles"
          {...cell(0, 0)}
        >
          {t('lottery.grid_doubles')}
        </button>
        {DIGITS.map((digit) => (
          <button
            key={`tail-${digit}`}
            type="button"
            className={styles.heading}
            aria-pressed={allPicked(gridPick({ kind: 'tail', digit }))}
            aria-label={t('lottery.grid_tail_label', { digit })}
            onClick={() => onPick({ kind: 'tail', digit })}
            data-testid={`grid-tail-${digit}`}
            {...cell(0, digit + 1)}
          >
            {/* i18n-exempt: the grid's notation (any head, this tail), named by its aria-label */}x{digit}
          </button>
        ))}
        {DIGITS.map((head) => [
          <button
            key={`head-${head}`}
            type="button"
            className={styles.heading}
            aria-pressed={allPicked(gridPick({ kind: 'head', digit: head }))}
            aria-label={t('lottery.grid_head_label', { digit: head })}
            onClick={() => onPick({ kind: 'head', digit: head })}
            data-testid={`grid-head-${head}`}
            {...cell(head + 1, 0)}
          >
            {/* i18n-exempt: the grid's notation (this head, any tail), named by its aria-label */}
            {head}x
          </button>,
          ...DIGITS.map((tail) => {
            const n = head * 10 + tail;
            const text = String(n).padStart(2, '0');
            return (
              <button
                key={n}
                type="button"
                className={styles.number}
                aria-pressed={picked.includes(n)}
                onClick={() => onToggle(n)}
                data-testid={`pick-${text}`}
                {...cell(head + 1, tail + 1)}
              >
                {text}
              </button>
            );
          }),
        ])}
      </div>
      <div className={styles.footer}>
        <span className={styles.count} aria-live="polite" data-testid="grid-count">
          {t('lottery.grid_picked', { count: picked.length })}
        </span>
        <button type="button" className={styles.clear} onClick={onClear} disabled={picked.length === 0} data-testid="grid-clear">
          {t('lottery.quick.clear')}
        </button>
      </div>
    </fieldset>
  );
}
