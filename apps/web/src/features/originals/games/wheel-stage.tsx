import type { WheelRisk, WheelView } from '@fortuna/bgs/instant';
import { wheelLayout } from '@fortuna/bgs/instant';
import { useEffect, useMemo, useRef, useState } from 'react';
import styles from './wheel-stage.module.css';

/** How long a spin lasts (wheel-stage.module.css's transition). */
export const WHEEL_SPIN_MS = 1500;

const COLOURS = [
  'var(--color-accent)',
  'var(--color-emerald)',
  'var(--color-danger)',
  'var(--color-text-muted)',
  'var(--color-accent-hover)',
];

/** A colour per multiplier: 0× the quiet surface, the others in order of size. */
function colourOf(multiplier: number, paying: readonly number[], index = 0): string {
  if (multiplier === 0)
    return index % 2 ? 'var(--color-surface-3)' : 'color-mix(in srgb, var(--color-text-muted) 22%, var(--color-surface-3))';
  return COLOURS[paying.indexOf(multiplier) % COLOURS.length] as string;
}

function arc(i: number, n: number, r: number, inner: number): string {
  const a0 = (i / n) * 2 * Math.PI;
  const a1 = ((i + 1) / n) * 2 * Math.PI;
  const p = (a: number, radius: number) => `${(50 + radius * Math.sin(a)).toFixed(3)} ${(50 - radius * Math.cos(a)).toFixed(3)}`;
  return `M ${p(a0, r)} A ${r} ${r} 0 0 1 ${p(a1, r)} L ${p(a1, inner)} A ${inner} ${inner} 0 0 0 ${p(a0, inner)} Z`;
}

export type WheelStageProps = {
  segments: 10 | 20 | 30 | 40 | 50;
  risk: WheelRisk;
  view: WheelView | null;
  roundKey: string | null;
  still: boolean;
};

/** The wheel: segments coloured by multiplier, a pointer at the top, a spin that stops on the round's segment. */
export function WheelStage({ segments, risk, view, roundKey, still }: WheelStageProps) {
  const layout = useMemo(() => wheelLayout({ segments, risk }).map((m) => m / 100), [segments, risk]);
  const keys = useMemo(() => layout.map((_, i) => `segment-${i}`), [layout]);
  const paying = useMemo(() => [...new Set(layout.filter((m) => m > 0))].sort((a, b) => a - b), [layout]);
  const [rotation, setRotation] = useState(0);
  const [landedKey, setLandedKey] = useState<string | null>(null);
  const rotationRef = useRef(0);
  const shown = view && view.segments === segments && view.risk === risk ? view : null;

  useEffect(() => {
    if (!shown || !roundKey) return;
    const centre = ((shown.segment + 0.5) / segments) * 360;
    const base = rotationRef.current;
    const wanted = (((-centre - base) % 360) + 360) % 360;
    const next = base + (still ? 0 : 4 * 360) + wanted;
    rotationRef.current = next;
    setRotation(next);
    if (still) {
      setLandedKey(roundKey);
      return;
    }
    const timer = window.setTimeout(() => {
      setLandedKey(roundKey);
    }, WHEEL_SPIN_MS);
    return () => window.clearTimeout(timer);
  }, [roundKey, shown, segments, still]);

  const done = shown && landedKey === roundKey;
  return (
    <div className={styles.stage} data-testid="wheel-stage" data-segment={done ? shown.segment : ''}>
      <div className={styles.dial}>
        <div className={styles.pointer} aria-hidden="true" />
        <svg viewBox="0 0 100 100" className={styles.wheel} style={{ transform: `rotate(${rotation}deg)` }} aria-hidden="true">
          {layout.map((m, i) => (
            <path
              key={keys[i]}
              d={arc(i, segments, 48, 36)}
              fill={colourOf(m, paying, i)}
              className={styles.segment}
              data-hit={done && shown.segment === i ? 'true' : undefined}
            />
          ))}
        </svg>
        <div className={styles.hub} data-won={done ? String(shown.multiplier > 0) : undefined}>
          <span className={styles.result}>{done ? `${shown.multiplier.toFixed(2)}×` : '—'}</span>
        </div>
      </div>
      <ul className={styles.legend}>
        {[0, ...paying].map((m) => (
          <li key={m} style={{ '--swatch': colourOf(m, paying) } as React.CSSProperties}>
            {m.toFixed(2)}×
          </li>
        ))}
      </ul>
    </div>
  );
}
