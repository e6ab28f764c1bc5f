import type { SportsbookBet } from '@fortuna/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/error-message';
import { Badge } from '../../../ui/badge';
import { Icon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { useMyBet } from '../api/sportsbook-api';
import { dismissPlaced, slipStore } from '../bet-slip-store';
import { selectionText } from '../market-label';
import { useOddsFormat } from '../odds-format';
import { pendingSecondsLeft } from '../sports-time';
import { betTone } from './bet-status';
import styles from './sportsbook.module.css';

/** When this page first saw each bet pending: the countdown runs from there (sports-time.ts). */
const firstSeenPending = new Map<string, number>();

/** Re-renders every quarter second while `active` (a countdown). */
function useTicker(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** The bets placed from the slip, followed until decided: pending with a countdown, then accepted or rejected, live. */
export function PlacedBets({ betIds }: { betIds: readonly string[] }) {
  const { t } = useTranslation();
  if (betIds.length === 0) return null;
  return (
    <section className={styles.placed} aria-labelledby="placed-bets-title" data-testid="bet-slip-placed">
      <h3 id="placed-bets-title" className={styles.placedTitle}>
        {t('sportsbook.slip.placed_title')}
      </h3>
      <ul className={styles.placedList}>
        {betIds.map((betId) => (
          <PlacedBet key={betId} betId={betId} />
        ))}
      </ul>
    </section>
  );
}

function PlacedBet({ betId }: { betId: string }) {
  const { t } = useTranslation();
  const { odds } = useOddsFormat();
  const errorText = useErrorMessage();
  const query = useMyBet(betId);
  const bet: SportsbookBet | undefined = query.data;
  const pending = bet?.status === 'pending' || bet?.status === 'placing';
  const now = useTicker(pending);
  if (pending && !firstSeenPending.has(betId)) firstSeenPending.set(betId, Date.now());

  if (!bet) {
    // A bet of another session (or gone): nothing to follow.
    if (query.isError) return null;
    return (
      <li className={styles.placedItem}>
        <Spinner size={16} />
      </li>
    );
  }
  const first = bet.legs[0];
  const summary =
    bet.kind === 'parlay'
      ? t('sportsbook.bets.parlay', { count: bet.legs.length })
      : first
        ? selectionText(t, first.selectionKey, first).pick
        : '';
  let state: React.ReactNode;
  if (pending) {
    const seconds = pendingSecondsLeft(bet, firstSeenPending.get(betId) ?? now, now);
    state = (
      <span className={styles.placedPending}>
        <Spinner size={14} />
        {seconds > 0 ? t('sportsbook.slip.bet_pending', { seconds }) : t('sportsbook.slip.bet_pending_plain')}
      </span>
    );
  } else if (bet.status === 'rejected' || bet.status === 'rejecting') {
    state = (
      <span className={styles.placedRejected}>
        {t('sportsbook.slip.bet_rejected')}
        {bet.error ? ` · ${errorText(new ApiError(bet.error, 400))}` : ''}
      </span>
    );
  } else {
    state = <span className={styles.placedAccepted}>{t('sportsbook.slip.bet_accepted', { odds: odds(bet.oddsMilli) })}</span>;
  }
  return (
    <li className={styles.placedItem} data-testid={`placed-bet-${bet.betId}`} data-status={bet.status}>
      <div className={styles.placedHead}>
        <span className={styles.placedSummary}>{summary}</span>
        <Badge tone={betTone(bet)} testId="placed-bet-status">
          {t(`sportsbook.bets.status.${bet.status}`)}
        </Badge>
        <button
          type="button"
          className={styles.slipRemove}
          aria-label={t('sportsbook.slip.dismiss')}
          onClick={() => slipStore.update((s) => dismissPlaced(s, bet.betId))}
        >
          <Icon.Close size={14} />
        </button>
      </div>
      <div className={styles.placedState} aria-live="polite">
        {state}
      </div>
    </li>
  );
}
