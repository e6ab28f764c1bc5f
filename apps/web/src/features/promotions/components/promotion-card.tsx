import type { PromotionCard as Card } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { PromotionAction } from './promotion-action';
import { PromotionBanner } from './promotion-banner';
import { PromotionPeriod } from './promotion-period';
import styles from './promotions.module.css';

type Props = { card: Card; onOpen: () => void; onApply: () => void };

/** A promotion's card: banner, tags, title, summary, period and its status button. */
export function PromotionCard({ card, onOpen, onApply }: Props) {
  const { t } = useTranslation();
  return (
    <li className={styles.card} data-testid={`promotion-card-${card.code}`} data-status={card.status}>
      <button
        type="button"
        className={styles.bannerButton}
        onClick={onOpen}
        aria-label={t('promotions.open_detail', { title: card.title })}
        tabIndex={-1}
      >
        <PromotionBanner card={card} />
      </button>
      <div className={styles.body}>
        {card.tags.length > 0 ? (
          <div className={styles.tags}>
            {card.tags.map((tag) => (
              <span key={tag} className={styles.tag}>
                {t(`promotions.tag.${tag}`)}
              </span>
            ))}
          </div>
        ) : null}
        <h3 className={styles.title}>
          <button type="button" className={styles.titleLink} onClick={onOpen} data-testid="promotion-open">
            {card.title}
          </button>
        </h3>
        {card.summary ? <p className={styles.summary}>{card.summary}</p> : null}
        <PromotionPeriod card={card} />
      </div>
      <div className={styles.foot}>
        <button type="button" className={styles.titleLink} onClick={onOpen}>
          <span className={styles.muted}>{t('promotions.details')}</span>
        </button>
        <PromotionAction card={card} onOpenDetail={onOpen} onApply={onApply} />
      </div>
    </li>
  );
}
