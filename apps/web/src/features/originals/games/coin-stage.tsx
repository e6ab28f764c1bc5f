import type { CoinFlipView } from '@fortuna/bgs/instant';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './coin-stage.module.css';

export type CoinStageProps = { view: CoinFlipView | null; roundKey: string | null; still: boolean };

/** A coin that flips (3D turn) and lands on the round's side: heads shows the sun, tails the moon. */
export function CoinStage({ view, roundKey, still }: CoinStageProps) {
  const { t } = useTranslation();
  const [turns, setTurns] = useState(0);
  const [landedKey, setLandedKey] = useState<string | null>(null);
  const turnsRef = useRef(0);

  useEffect(() => {
    if (!view || !roundKey) return;
    // Whole half-turns: an even count shows heads, an odd one tails; always at least three full turns.
    const current = turnsRef.current;
    const wantOdd = view.result === 'tails';
    let next = current + (still ? 0 : 6);
    if (next % 2 !== (wantOdd ? 1 : 0)) next += 1;
    turnsRef.current = next;
    setTurns(next);
    if (still) {
      setLandedKey(roundKey);
      return;
    }
    const timer = window.setTimeout(() => {
      setLandedKey(roundKey);
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [roundKey, view, still]);

  const done = view && landedKey === roundKey;
  return (
    <div className={styles.stage} data-testid="coin-stage" data-result={done ? view.result : ''}>
      <div className={styles.coin} style={{ transform: `rotateY(${turns * 180}deg)` }}>
        <div className={`${styles.face} ${styles.heads}`}>
          <svg viewBox="0 0 40 40" aria-hidden="true">
            <circle cx="20" cy="20" r="7" />
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rays are positions
              <rect key={i} x="19" y="5" width="2" height="6" rx="1" transform={`rotate(${i * 45} 20 20)`} />
            ))}
          </svg>
        </div>
        <div className={`${styles.face} ${styles.tails}`}>
          <svg viewBox="0 0 40 40" aria-hidden="true">
            <path d="M24 8a12 12 0 1 0 8 20A10 10 0 0 1 24 8Z" />
          </svg>
        </div>
      </div>
      <p className={styles.caption} data-won={done ? String(view.won) : undefined}>
        {done ? `${t(`originals.coin_flip.${view.result}`)} · ${view.won ? t('originals.won') : t('originals.lost')}` : '\u00a0'}
      </p>
    </div>
  );
}
