import { LUCKY28_SIDE_PICKS, type Lucky28Params, type Lucky28View, lucky28Odds } from '@fortuna/bgs/instant';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lucky-28-board.module.css';

/** A pick's stable id: the side pick's code, or `sum-<n>`. */
export function pickId(params: Lucky28Params): string {
  return params.pick === 'sum' ? `sum-${params.sum}` : params.pick;
}

/** The odds as the board shows them: 990×, 13.2×, 47.14×. */
export function oddsText(params: Lucky28Params): string {
  return `${Number((lucky28Odds(params) / 1000).toFixed(2))}×`;
}

const SUMS = Array.from({ length: 28 }, (_, sum) => sum);

export type Lucky28BoardProps = {
  value: Lucky28Params;
  onChange: (params: Lucky28Params) => void;
  disabled: boolean;
};

/** The bet board: the side bets with their odds, then a key per sum 0–27 with its odds. */
export function Lucky28Board({ value, onChange, disabled }: Lucky28BoardProps) {
  const { t } = useTranslation();
  const selected = pickId(value);
  return (
    <div className={styles.board} data-testid="lucky28-board">
      <fieldset className={styles.sides} aria-label={t('originals.lucky28.side_bets')}>
        {LUCKY28_SIDE_PICKS.map((pick) => (
          <button
            key={pick}
            type="button"
            aria-pressed={selected === pick}
            className={styles.pick}
            data-testid={`lucky28-pick-${pick}`}
            disabled={disabled}
            onClick={() => onChange({ pick })}
          >
            <span>{t(`originals.lucky28.picks.${pick}`)}</span>
            <small>{oddsText({ pick })}</small>
          </button>
        ))}
      </fieldset>
      <fieldset className={styles.sums} aria-label={t('originals.lucky28.sum_bets')}>
        {SUMS.map((sum) => (
          <button
            key={sum}
            type="button"
            aria-pressed={selected === `sum-${sum}`}
            className={styles.sum}
            data-testid={`lucky28-pick-sum-${sum}`}
            disabled={disabled}
            onClick={() => onChange({ pick: 'sum', sum })}
          >
            <span>{sum}</span>
            <small>{oddsText({ pick: 'sum', sum })}</small>
          </button>
        ))}
      </fieldset>
    </div>
  );
}

export type Lucky28StageProps = { view: Lucky28View | null; roundKey: string | null; still: boolean };

const SPIN_MS = 650;

/** Three balls that roll through digits and stop one after another on the draw, then the sum. */
export function Lucky28Stage({ view, roundKey, still }: Lucky28StageProps) {
  const { t } = useTranslation();
  const [stopped, setStopped] = useState(3);
  const [spin, setSpin] = useState(0);

  useEffect(() => {
    if (!view || !roundKey) return;
    if (still) {
      setStopped(3);
      return;
    }
    setStopped(0);
    const started = performance.now();
    const timer = window.setInterval(() => {
      const elapsed = performance.now() - started;
      const count = Math.min(3, Math.floor(elapsed / (SPIN_MS / 2)));
      setSpin((s) => s + 1);
      setStopped(count);
      if (count >= 3) {
        window.clearInterval(timer);
      }
    }, 60);
    return () => window.clearInterval(timer);
  }, [roundKey, view, still]);

  const done = view && stopped >= 3;
  return (
    <div className={styles.stage} data-testid="lucky28-stage" data-sum={done ? view.sum : ''}>
      <div className={styles.balls}>
        {[0, 1, 2].map((i) => (
          <span key={i} className={styles.ball} data-rolling={view && i >= stopped ? 'true' : undefined}>
            {view ? (i < stopped ? view.digits[i] : (spin + i * 3) % 10) : '?'}
          </span>
        ))}
        <span className={styles.equals}>=</span>
        <span className={styles.total} data-won={done ? String(view.won) : undefined}>
          {done ? view.sum : '?'}
        </span>
      </div>
      <p className={styles.tags}>
        {done
          ? [
              view.sum >= 14 ? t('originals.lucky28.picks.big') : t('originals.lucky28.picks.small'),
              view.sum % 2 ? t('originals.lucky28.picks.odd') : t('originals.lucky28.picks.even'),
            ].join(' · ')
          : '\u00a0'}
      </p>
    </div>
  );
}
