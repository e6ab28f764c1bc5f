import type { PromotionCard } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Icon } from '../../../ui/icons';
import styles from './promotions.module.css';

/** `yyyy-MM-dd HH:mm` on the merchant's clock. */
const minutes = (iso: string) => formatDateTime(iso).slice(0, 16);

/** When a promotion runs, in the merchant's zone. */
export function PromotionPeriod({ card }: { card: Pick<PromotionCard, 'startsAt' | 'endsAt'> }) {
  const { t } = useTranslation();
  return (
    <span className={styles.period}>
      <Icon.Calendar size={14} />
      {card.endsAt
        ? t('promotions.period', { start: minutes(card.startsAt), end: minutes(card.endsAt) })
        : t('promotions.period_open', { start: minutes(card.startsAt) })}
    </span>
  );
}
