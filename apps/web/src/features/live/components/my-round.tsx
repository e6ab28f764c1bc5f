import type { LiveMyRound } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import styles from './live.module.css';
import { useSpotLabel } from './use-spot-label';

/** The member's bets on this round by spot and, once settled, what each returned. */
export function MyRound({ myRound, settled }: { myRound: LiveMyRound | null; settled?: LiveMyRound | null }) {
  const { t } = useTranslation();
  const label = useSpotLabel();
  return (
    <section className={styles.box} aria-labelledby="live-my-title" data-testid="live-my-round">
      <h2 id="live-my-title" className={styles.boxTitle}>
        {t('live.my_bets')}
      </h2>
      {!myRound || Object.keys(myRound.spots).length === 0 ? (
        <p className={styles.muted}>{t('live.no_bets')}</p>
      ) : (
        <>
          <table className={styles.grid}>
            <thead>
              <tr>
                <th scope="col">{t('live.spot_col')}</th>
                <th scope="col">{t('live.stake')}</th>
                <th scope="col">{t('live.payout')}</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(myRound.spots).map(([spot, amount]) => (
                <tr key={spot}>
                  <td>{label(spot)}</td>
                  <td>{amount}</td>
                  <td>{myRound.spotPayouts ? (myRound.spotPayouts[spot] ?? '0.00') : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.myTotals}>
            <span data-testid="live-my-total">{t('live.my_total', { amount: myRound.total })}</span>
            <strong data-testid="live-my-payout" data-settled={myRound.payout === null ? 'no' : 'yes'}>
              {myRound.payout === null ? t('live.payout_pending') : t('live.payout_value', { amount: myRound.payout })}
            </strong>
          </p>
        </>
      )}
      {settled?.payout != null && (
        <p className={styles.myTotals} data-testid="live-last-payout" data-round={settled.roundId}>
          <span>{t('live.last_round', { amount: settled.total })}</span>
          <strong>{t('live.payout_value', { amount: settled.payout })}</strong>
        </p>
      )}
    </section>
  );
}
