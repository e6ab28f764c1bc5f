import type { Deposit, Withdrawal } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../ui/badge';

const DEPOSIT_TONE: Record<Deposit['status'], BadgeTone> = { PENDING: 'warning', CREDITED: 'success', FAILED: 'danger' };
const WITHDRAWAL_TONE: Record<Withdrawal['status'], BadgeTone> = {
  PENDING: 'warning',
  PAID: 'info',
  REJECTED: 'danger',
  RECEIVED: 'success',
  PARTIAL: 'warning',
  NOT_RECEIVED: 'danger',
  AUTO_RECEIVED: 'success',
};

/** A deposit's or withdrawal's status in the member's language. */
export function StatusBadge({
  kind,
  status,
}: { kind: 'deposit'; status: Deposit['status'] } | { kind: 'withdrawal'; status: Withdrawal['status'] }) {
  const { t } = useTranslation();
  const tone = kind === 'deposit' ? DEPOSIT_TONE[status] : WITHDRAWAL_TONE[status];
  return (
    <Badge tone={tone} testId={`${kind}-status`}>
      {t(`cashier.${kind}_status.${status}`)}
    </Badge>
  );
}
