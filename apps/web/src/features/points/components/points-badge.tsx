import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/icons';
import { usePointsBalance } from '../api/get-points-balance';
import { formatPoints } from '../points-math';
import '../points-texts';

/**
 * The member's points as a link to the points mall (member centre, beside the VIP level). Nothing
 * while loading or when the mall does not answer (switched off): the centre never shows an error for it.
 */
export function PointsBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  const balance = usePointsBalance();
  if (!balance.data) return null;
  return (
    <Link to="/pointMall" className={className} data-testid="account-points" aria-label={t('points.member_link')}>
      <Icon.Star size={12} /> {t('points.member_points', { points: formatPoints(balance.data.points) })}
    </Link>
  );
}
