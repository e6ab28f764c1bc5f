import type { LimboView } from '@fortuna/bgs/instant';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './limbo-stage.module.css';

export type LimboStageProps = { target: number; view: LimboView | null; roundKey: string | null; still: boolean };

const DURATION_MS = 700;

/** The outcome multiplier climbing from 1.00× to where it stopped, green at or over the target, red under. */
export function LimboStage({ target, view, roundKey, still }: LimboStageProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  const [landedKey, setLandedKey] = useState<string | null>(null);

  useEffect(() => {
    if (!view || !roundKey) return;
    const end = view.outcome / 100;
    if (still) {
      setShown(end);
      setLandedKey(roundKey);
      return;
    }
    let frame = 0;
    const started = performance.now();
    const tick = (now: number) => {
      const p = Math.min(1, (now - started) / DURATION_MS);
      // Grows geometrically, as a multiplier climbs.
      setShown(Math.exp(Math.log(end) * (1 - (1 - p) ** 3)));
      if (p < 1) frame = requestAnimationFrame(tick);
      else {
        setShown(end);
        setLandedKey(roundKey);
      }
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [roundKey, view, still]);

  const done = view && landedKey === roundKey;
  return (
    <div className={styles.stage} data-testid="limbo-stage" data-outcome={done ? view.outcome : ''}>
      <svg viewBox="0 0 64 64" className={styles.rocket} data-flying={view && !done ? 'true' : undefined} aria-hidden="true">
        <path d="M32 4c9 8 13 19 12 33H20C19 23 23 12 32 4Z" />
        <circle cx="32" cy="24" r="5" className={styles.window} />
        <path d="M20 37l-8 10 10-2M44 37l8 10-10-2" />
        <path d="M27 45h10l-5 12Z" className={styles.flame} />
      </svg>
      <output className={styles.value} data-won={done ? String(view.won) : undefined}>
        {shown === null ? '1.00×' : `${shown.toFixed(2)}×`}
      </output>
      <p className={styles.target}>{t('originals.limbo.target_is', { target: (target / 100).toFixed(2) })}</p>
    </div>
  );
}
