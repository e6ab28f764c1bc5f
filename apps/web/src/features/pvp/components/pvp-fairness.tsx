import type { PvpHandView } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './pvp-room.module.css';

/**
 * The hand's fairness: the SHA-256 of its seed while it is played, the seed once it is over, and
 * a link to the finished hand's record (`/pvp/hand/:handId`), where the browser checks the deal.
 */
export function PvpFairness({ hand }: { hand: PvpHandView | null }) {
  const { t } = useTranslation();
  return (
    <section className={styles.box} aria-labelledby="pvp-fair-title" data-testid="pvp-fairness">
      <h2 id="pvp-fair-title" className={styles.boxTitle}>
        {t('pvp.fair_title')}
      </h2>
      {!hand ? (
        <p className={styles.muted}>{t('pvp.fair_none')}</p>
      ) : (
        <dl className={styles.fairList}>
          <dt>{t('pvp.hand_no', { id: hand.handId })}</dt>
          <dd />
          <dt>{t('pvp.seed_hash')}</dt>
          <dd className={styles.mono} data-testid="pvp-seed-hash">
            {hand.seedHash}
          </dd>
          <dt>{t('pvp.seed')}</dt>
          <dd className={styles.mono} data-testid="pvp-seed">
            {hand.seed ?? t('pvp.seed_hidden')}
          </dd>
          {hand.finished && hand.seed && (
            <>
              <dt />
              <dd>
                <Link to={`/pvp/hand/${encodeURIComponent(hand.handId)}`} data-testid="pvp-hand-record">
                  {t('pvp.hand_record')}
                </Link>
              </dd>
            </>
          )}
        </dl>
      )}
      <p className={styles.muted}>{t('pvp.fair_text')}</p>
    </section>
  );
}
