import type { BalanceAdjustment } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';

const TONE = { pending: 'warning', posted: 'success', rejected: 'danger' } as const;

/** An adjustment's status as a coloured badge. */
export function AdjustmentStatusBadge({ status }: { status: BalanceAdjustment['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONE[status]} testId="ops-adjustment-status">
      {t(`ops_members.adjustment_${status}`)}
    </Badge>
  );
}
