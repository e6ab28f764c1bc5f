import type { BonusRequirementStatus, OpsBonus } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../ui/badge';

const TONE: Record<BonusRequirementStatus, BadgeTone> = {
  none: 'neutral',
  open: 'warning',
  met: 'success',
  forfeited: 'danger',
  waived: 'info',
};

/** A bonus's turnover requirement: its state, with the valid bets it asks for while it has one. */
export function BonusRequirementBadge({ bonus }: { bonus: Pick<OpsBonus, 'requirement' | 'turnoverRequired'> }) {
  const { t } = useTranslation();
  const label = t(`ops_promotions.requirement_${bonus.requirement}`);
  return (
    <Badge tone={TONE[bonus.requirement]} testId="ops-bonus-requirement">
      {bonus.requirement === 'none' ? label : `${label} · ${bonus.turnoverRequired}`}
    </Badge>
  );
}
