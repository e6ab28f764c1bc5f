import '../promotions-texts';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../../lib/member-info';
import { Badge } from '../../../ui/badge';
import styles from './promotions.module.css';

/**
 * The reward centre's badge (spec §2 member centre menu, side menu): how many rewards the member
 * can claim now — the account figure `availablePromoCount`, which refreshes with the balance
 * (a claim, a deposit credited, an approved application). Nothing when none.
 */
export function RewardBadge({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const count = useMemberInfo().data?.availablePromoCount ?? 0;
  if (count <= 0) return null;
  return (
    <span className={styles.navBadge}>
      <Badge tone="warning" testId={testId}>
        <span aria-hidden="true">{count}</span>
        <span className="sr-only">{t('promotions.reward.badge_label', { count })}</span>
      </Badge>
    </span>
  );
}
