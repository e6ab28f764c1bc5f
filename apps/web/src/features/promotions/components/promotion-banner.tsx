import type { PromotionCard } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/image-cdn';
import { Icon, type IconName } from '../../../ui/icons';
import styles from './promotions.module.css';

/** A category's glyph, for a promotion without artwork. */
const CATEGORY_ICON: Record<PromotionCard['category'], IconName> = {
  OTHER: 'Gift',
  SPORTS: 'Ball',
  LIVE: 'Live',
  SLOTS: 'Slot',
  CARD: 'Cards',
  FISH: 'Fish',
  LOTTERY: 'Ticket',
  REBATE: 'Rebate',
  POINTS_MALL: 'Star',
  RANKING: 'Trophy',
  DEPOSIT: 'Cash',
  APP_DOWNLOAD: 'Download',
  NEWBIE: 'Gift',
  GAME: 'Gamepad',
};

/** A promotion's banner, or its category's glyph on the brand gradient when it has none (or it fails to load). */
export function PromotionBanner({
  card,
  className,
}: {
  card: Pick<PromotionCard, 'bannerUrl' | 'title' | 'category'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (!card.bannerUrl || failed) {
    const Glyph = Icon[CATEGORY_ICON[card.category]];
    return (
      <span
        className={[styles.fallback, className].filter(Boolean).join(' ')}
        role="img"
        aria-label={t('promotions.banner_alt', { title: card.title })}
      >
        <Glyph size={48} />
      </span>
    );
  }
  return (
    <img
      className={[styles.banner, className].filter(Boolean).join(' ')}
      src={imageUrl(card.bannerUrl)}
      alt={t('promotions.banner_alt', { title: card.title })}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
