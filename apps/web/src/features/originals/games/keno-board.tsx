import { KENO_MAX_PICKS, KENO_NUMBERS, type KenoView } from '@fortuna/bgs/instant';
import { useEffect, useState } from 'react';
import styles from './keno-board.module.css';

export type KenoBoardProps = {
  picks: readonly number[];
  onToggle: (n: number) => void;
  disabled: boolean;
  view: KenoView | null;
  roundKey: string | null;
  still: boolean;
};

const STEP_MS = 90;

/** The 40-number board: the player's picks, then the draw revealed one number at a time, hits glowing. */
export function KenoBoard({ picks, onToggle, disabled, view, roundKey, still }: KenoBoardProps) {
  const [revealed, setRevealed] = useState(0);

  useEffect(() => {
    if (!view || !roundKey) return;
    const total = view.drawn.length;
    if (still) {
      setRevealed(total);
      return;
    }
    setRevealed(0);
    let count = 0;
    const timer = window.setInterval(() => {
      count++;
      setRevealed(count);
      if (count >= total) {
        window.clearInterval(timer);
      }
    }, STEP_MS);
    return () => window.clearInterval(timer);
  }, [roundKey, view, still]);

  const drawn = new Set(view ? view.drawn.slice(0, revealed) : []);
  const full = picks.length >= KENO_MAX_PICKS;
  return (
    <div className={styles.board} data-testid="keno-board" data-revealed={view && revealed === view.drawn.length ? 'true' : undefined}>
      {Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1).map((n) => {
        const picked = picks.includes(n);
        const hit = drawn.has(n);
        return (
          <button
            key={n}
            type="button"
            className={styles.tile}
            data-testid={`keno-tile-${n}`}
            data-picked={picked ? 'true' : undefined}
            data-drawn={hit ? 'true' : undefined}
            aria-pressed={picked}
            disabled={disabled || (!picked && full)}
            onClick={() => onToggle(n)}
          >
            {n}
          </button>
        );
      })}
    </div>
  );
}
