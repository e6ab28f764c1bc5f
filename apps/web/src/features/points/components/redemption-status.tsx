import type { PointRedemptionStatus } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../ui/badge';

const TONES: Record<PointRedemptionStatus, BadgeTone> = {
  in_process: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

/** A redemption's status (spec §4) as a coloured badge; the back office's queue shows the same. */
export function RedemptionStatus({ status }: { status: PointRedemptionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[status]} testId="points-redemption-status">
      {t(`points.status.${status}`)}
    </Badge>
  );
}
