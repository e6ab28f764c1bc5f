import { type Cell, PAYLINES, type SlotSpinView, type SlotTitle } from '@fortuna/bgs/slots';
import { type CSSProperties, useLayoutEffect, useState } from 'react';
import type { SlotArt } from './art-kit';
import styles from './slot.module.css';
import { REEL_MS, REEL_STAGGER_MS } from './slot-timing';

const ROWS = 3;
/** Strip symbols that pass through the window while a reel runs. */
const FILLER = 12;

function SymbolArt({ art, id }: { art: SlotArt; id: string }) {
  const Draw = art.symbols[id];
  return <span className={styles.symbol}>{Draw ? <Draw /> : null}</span>;
}

/**
 * One reel. While it runs, the column holds the new window on top, then the strip below it, then
 * the window it showed before; it slides down from the old window to the new one (a CSS transform,
 * longer for each reel to the right). Still: the new window at once.
 */
function Reel({
  art,
  strip,
  stop,
  column,
  previous,
  reel,
  running,
  winning,
  dim,
}: {
  art: SlotArt;
  strip: readonly string[];
  stop: number;
  column: readonly string[];
  previous: readonly string[] | undefined;
  reel: number;
  running: boolean;
  winning: ReadonlySet<string>;
  dim: boolean;
}) {
  const [go, setGo] = useState(!running);
  useLayoutEffect(() => {
    if (!running) return;
    // Two frames: the first paints the column at its start, the second starts the transition.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setGo(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [running]);

  const filler = Array.from({ length: FILLER }, (_, i) => strip[(stop + ROWS + i) % strip.length] as string);
  const cells = running ? [...column, ...filler, ...(previous ?? filler.slice(0, ROWS))] : [...column];
  const travel = running ? ((cells.length - ROWS) / cells.length) * 100 : 0;
  const style: CSSProperties = running
    ? {
        height: `${(cells.length / ROWS) * 100}%`,
        transform: go ? 'translateY(0)' : `translateY(-${travel}%)`,
        transition: go ? `transform ${REEL_MS + reel * REEL_STAGGER_MS}ms cubic-bezier(0.22, 0.9, 0.3, 1.04)` : 'none',
      }
    : { height: '100%' };
  return (
    <div className={styles.reel} data-testid={`slot-reel-${reel}`}>
      <div className={styles.strip} style={style} data-running={running && go}>
        {cells.map((id, i) => {
          const row = i < ROWS ? i : -1;
          const win = row >= 0 && winning.has(`${reel}:${row}`);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a reel's cells are positions, not items
            <div key={i} className={styles.cell} data-win={win} data-dim={dim && row >= 0 && !win} data-symbol={row >= 0 ? id : undefined}>
              <SymbolArt art={art} id={id} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** Centre of a cell in the 500 × 300 box of the win-line overlay. */
const centre = ([reel, row]: readonly [number, number]) => `${reel * 100 + 50},${row * 100 + 50}`;

/** The 5×3 window of one spin with its win lines drawn over it. */
export function SlotReels({
  title,
  art,
  spin,
  previous,
  running,
  showWins,
  spinKey,
}: {
  title: SlotTitle;
  art: SlotArt;
  spin: SlotSpinView | null;
  previous: readonly (readonly string[])[] | undefined;
  running: boolean;
  showWins: boolean;
  /** Changes with every spin shown, so the reels start again. */
  spinKey: string;
}) {
  const reels = spin?.kind === 'free' ? title.freeReels : title.baseReels;
  const stops = spin?.stops ?? [0, 0, 0, 0, 0];
  const grid = spin?.grid ?? reels.map((strip) => strip.slice(0, ROWS));
  const wins = showWins && spin ? spin.wins : [];
  const winning = new Set(wins.flatMap((win) => win.cells.map(([reel, row]: Cell) => `${reel}:${row}`)));
  const lines = wins.filter((win) => win.kind === 'line');
  return (
    <div className={styles.window} data-testid="slot-window" data-spin={spin?.kind ?? 'none'}>
      {grid.map((column, reel) => (
        <Reel
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed reels
          key={`${spinKey}-${reel}`}
          art={art}
          strip={reels[reel] as readonly string[]}
          stop={stops[reel] ?? 0}
          column={column}
          previous={previous?.[reel]}
          reel={reel}
          running={running}
          winning={winning}
          dim={winning.size > 0}
        />
      ))}
      {lines.length > 0 ? (
        <svg className={styles.lines} viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true">
          {lines.map((win) => {
            const shape = PAYLINES[win.kind === 'line' ? win.line : 0] as readonly number[];
            return (
              <polyline
                key={win.kind === 'line' ? win.line : 0}
                points={shape.map((row, reel) => centre([reel, row])).join(' ')}
                className={styles.line}
              />
            );
          })}
        </svg>
      ) : null}
    </div>
  );
}
