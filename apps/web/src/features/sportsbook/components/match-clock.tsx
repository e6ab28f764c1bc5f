import type { SportsbookMatch } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { startParts } from '../sports-time';
import styles from './sportsbook.module.css';

/**
 * Where a match stands, for a list row or a header: in play its minute (or the period at
 * half-time) in the live colour; to come its start day and time on the site's clock; otherwise
 * its status (finished, postponed, cancelled).
 */
export function MatchClock({ match }: { match: Pick<SportsbookMatch, 'status' | 'minute' | 'period' | 'startsAt' | 'sport'> }) {
  const { t } = useTranslation();
  if (match.status === 'live') {
    const period = match.period && match.period !== 'first_half' && match.period !== 'second_half' ? match.period : null;
    return (
      <span className={styles.clockLive} data-testid="match-clock" data-status="live">
        <span className={styles.liveDot} aria-hidden="true" />
        {period
          ? t(`sportsbook.period.${period}`, { defaultValue: t('sportsbook.status.live') })
          : match.minute !== null && match.sport === 'football'
            ? `${match.minute}'`
            : t('sportsbook.status.live')}
      </span>
    );
  }
  if (match.status === 'scheduled') {
    const { day, time } = startParts(match.startsAt);
    return (
      <span className={styles.clock} data-testid="match-clock" data-status="scheduled">
        <span className={styles.clockTime}>{time}</span>
        <span className={styles.clockDay}>{day}</span>
      </span>
    );
  }
  return (
    <span className={styles.clockDone} data-testid="match-clock" data-status={match.status}>
      {t(`sportsbook.status.${match.status}`)}
    </span>
  );
}
