import type { PlinkoRisk, PlinkoView } from '@fortuna/bgs/instant';
import { plinkoTable } from '@fortuna/bgs/instant';
import { useEffect, useMemo, useRef, useState } from 'react';
import styles from './plinko-stage.module.css';

const WIDTH = 100;
/** How long the ball falls, whatever the rows (the page's revealMs waits for it). */
export const PLINKO_FALL_MS = 900;

/** Peg spacing for a board of `rows` rows: the widest row (rows + 2 pegs) spans the board. */
function spacing(rows: number): number {
  return WIDTH / (rows + 2);
}

/** x of slot k (0 … rows) or of the ball after `rights` rights in `passed` rows. */
function ballX(rows: number, rights: number, passed: number): number {
  return WIDTH / 2 + (rights - passed / 2) * spacing(rows);
}

/** How hot a multiplier looks: 0 (below 1×) … 1 (the table's top). */
function heat(multiplier: number, top: number): number {
  if (multiplier < 1) return 0;
  return Math.min(1, Math.log(multiplier) / Math.log(Math.max(top, 2)));
}

export type PlinkoStageProps = {
  rows: number;
  risk: PlinkoRisk;
  /** The last round (null before the first). */
  view: PlinkoView | null;
  /** Changes on every round so the same result animates again. */
  roundKey: string | null;
  /** No animation: jump to the result (reduced motion, the verify page). */
  still: boolean;
};

/** The Plinko board: pegs, the slots with their multipliers, and the ball falling along the round's path. */
export function PlinkoStage({ rows, risk, view, roundKey, still }: PlinkoStageProps) {
  const ball = useRef<SVGCircleElement>(null);
  const [landedKey, setLandedKey] = useState<string | null>(null);
  const s = spacing(rows);
  const height = (rows + 2) * s;
  const table = useMemo(() => plinkoTable({ rows, risk }).map((m) => m / 100), [rows, risk]);
  const top = Math.max(...table);
  const shown = view && view.rows === rows ? view : null;

  useEffect(() => {
    const element = ball.current;
    if (!element || !shown || !roundKey) return;
    const frames: Keyframe[] = [{ transform: `translate(${WIDTH / 2}px, 0px)` }];
    let rights = 0;
    shown.path.forEach((bit, row) => {
      rights += bit;
      frames.push({ transform: `translate(${ballX(rows, rights, row + 1)}px, ${(row + 1.5) * s}px)`, easing: 'ease-in' });
    });
    const end = frames[frames.length - 1] as Keyframe;
    if (still || typeof element.animate !== 'function') {
      element.style.transform = String(end.transform);
      setLandedKey(roundKey);
      return;
    }
    const animation = element.animate(frames, { duration: PLINKO_FALL_MS, easing: 'linear', fill: 'forwards' });
    animation.onfinish = () => {
      setLandedKey(roundKey);
    };
    return () => animation.cancel();
  }, [roundKey, shown, rows, s, still]);

  return (
    <div className={styles.stage} data-testid="plinko-stage" data-slot={shown && landedKey === roundKey ? shown.slot : ''}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className={styles.board} role="img" aria-hidden="true">
        {Array.from({ length: rows }, (_, row) =>
          Array.from({ length: row + 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: pegs are positions
            <circle key={`${row}-${i}`} className={styles.peg} cx={WIDTH / 2 + (i - (row + 2) / 2) * s} cy={(row + 1) * s} r={s * 0.12} />
          )),
        )}
        {shown && <circle ref={ball} key={roundKey ?? ''} className={styles.ball} cx={0} cy={0} r={s * 0.28} />}
      </svg>
      <ol className={styles.slots} style={{ gridTemplateColumns: `repeat(${rows + 1}, 1fr)`, paddingInline: `${(s / WIDTH) * 50}%` }}>
        {table.map((m, k) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
            key={k}
            className={styles.slot}
            data-hit={shown?.slot === k && landedKey === roundKey ? 'true' : undefined}
            style={{ '--heat': heat(m, top) } as React.CSSProperties}
          >
            {rows >= 14 ? m : `${m}×`}
          </li>
        ))}
      </ol>
    </div>
  );
}
