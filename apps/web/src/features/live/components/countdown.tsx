import type { LiveRoundPhase } from '@fortuna/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondsLeft } from '../live-clock';
import styles from './live.module.css';

/** Re-renders every quarter second while `active`, for countdowns. */
export function useTicker(active: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((n) => n + 1), 250);
    return () => clearInterval(timer);
  }, [active]);
}

/** The round's phase and, while it takes bets, the seconds left by the server's clock. */
export function Countdown({
  phase,
  endsAt,
  offset,
  testId,
}: {
  phase: LiveRoundPhase | null;
  endsAt: string | null;
  offset: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  useTicker(phase === 'betting');
  const seconds = phase === 'betting' ? secondsLeft(endsAt, offset) : 0;
  const open = phase === 'betting' && seconds > 0;
  return (
    <span className={open ? styles.countdownOpen : styles.countdown} data-testid={testId} data-phase={phase ?? 'none'} aria-live="off">
      <span className={styles.phase}>{t(`live.phase.${phase ?? 'waiting'}`)}</span>
      {open && <span className={styles.seconds}>{t('live.seconds', { seconds })}</span>}
    </span>
  );
}
