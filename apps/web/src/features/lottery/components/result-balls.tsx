import { colourOf } from '@fortuna/bgs/lhc';
import { useTranslation } from 'react-i18next';
import type { LotteryTypeCode } from '../lottery-types';
import styles from './result-balls.module.css';

/** Numbers shown with two digits (11X5 01–11, LHC 01–49). */
export function ballText(lotteryType: LotteryTypeCode, n: number): string {
  return lotteryType === '11X5' || lotteryType === 'LHC' ? String(n).padStart(2, '0') : String(n);
}

type ResultBallsProps = { lotteryType: LotteryTypeCode; result: readonly number[] | null; size?: 'sm' | 'md'; testId?: string };

/** A draw's numbers as balls; LHC shows its colour waves and sets the special number apart. */
export function ResultBalls({ lotteryType, result, size = 'md', testId }: ResultBallsProps) {
  const { t } = useTranslation();
  if (!result) return null;
  return (
    <span
      role="img"
      className={[styles.balls, size === 'sm' && styles.sm].filter(Boolean).join(' ')}
      aria-label={t('lottery.result_label', { numbers: result.join(', ') })}
      data-testid={testId}
      data-result={result.join(',')}
    >
      {result.map((n, i) => {
        const special = lotteryType === 'LHC' && i === 6;
        const colour = lotteryType === 'LHC' && n >= 1 && n <= 49 ? colourOf(n) : undefined;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a draw's positions are fixed and numbers may repeat
          <span key={i} className={styles.group} aria-hidden="true">
            {special ? <span className={styles.plus}>+</span> : null}
            <span className={[styles.ball, colour && styles[colour], special && styles.special].filter(Boolean).join(' ')}>
              {ballText(lotteryType, n)}
            </span>
          </span>
        );
      })}
    </span>
  );
}
