import '../promotions-texts';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ClaimHall } from './claim-hall';
import styles from './promotions.module.css';
import { usePromotionDialogs } from './use-promotion-dialogs';

/** The member centre's reward centre (/member#reward): the member's claim hall, and a way to every promotion. */
export function RewardCentreSection() {
  const { t } = useTranslation();
  // The member centre's hash names the section: the detail opens without changing it.
  const { open, apply, dialogs } = usePromotionDialogs({ hashRoute: false });
  return (
    <Card className={styles.detail} data-testid="reward-centre">
      <div className={styles.bonusHead}>
        <h2 className={styles.title}>{t('promotions.reward.title')}</h2>
        <ButtonLink to="/promotions" variant="outline" size="sm">
          {t('promotions.reward.all_promotions')}
        </ButtonLink>
      </div>
      <ClaimHall onOpen={(card) => open(card.id)} onApply={apply} />
      {dialogs}
    </Card>
  );
}
