import type { PromotionCard } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { usePopups } from '../../../lib/popups';
import { useToken } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { useClaimHall } from '../api/get-claim-hall';
import { PromotionAction } from './promotion-action';
import { PromotionBanner } from './promotion-banner';
import styles from './promotions.module.css';

type Props = { onOpen: (card: PromotionCard) => void; onApply: (card: PromotionCard) => void };

/**
 * The claim hall: everything the member can take now (claim with its amount, join, apply), one
 * row each with its action. A guest is asked to log in.
 */
export function ClaimHall({ onOpen, onApply }: Props) {
  const { t } = useTranslation();
  const token = useToken();
  const { openPopup } = usePopups();
  const hall = useClaimHall();
  if (!token) {
    return (
      <EmptyState
        icon="Gift"
        title={t('promotions.claim_hall')}
        text={t('promotions.claim_hall_guest')}
        action={
          <Button variant="primary" onClick={() => openPopup('login')}>
            {t('header.login')}
          </Button>
        }
      />
    );
  }
  if (hall.isError && !hall.data) return <ErrorState error={hall.error} onRetry={() => void hall.refetch()} compact />;
  if (!hall.data) {
    return (
      <ul className={styles.hall} aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((key) => (
          <li key={key}>
            <Skeleton style={{ height: 64 }} />
          </li>
        ))}
      </ul>
    );
  }
  if (hall.data.length === 0) {
    return <EmptyState icon="Gift" title={t('promotions.claim_hall_empty')} text={t('promotions.claim_hall_empty_text')} compact />;
  }
  return (
    <ul className={styles.hall} data-testid="claim-hall">
      {hall.data.map((card) => (
        <li key={card.id} className={styles.hallItem} data-testid={`claim-hall-${card.code}`}>
          <PromotionBanner card={card} className={styles.hallThumb} />
          <button type="button" className={`${styles.titleLink} ${styles.hallText}`} onClick={() => onOpen(card)}>
            <strong>{card.title}</strong>
            <span className={styles.muted}>{card.summary}</span>
          </button>
          <PromotionAction card={card} onOpenDetail={() => onOpen(card)} onApply={() => onApply(card)} />
        </li>
      ))}
    </ul>
  );
}
