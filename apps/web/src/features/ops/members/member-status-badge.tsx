import type { MemberStatus } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';

const TONE = { ACTIVE: 'success', FROZEN: 'warning', CLOSED: 'danger' } as const;

/** A member's status as a coloured badge. */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONE[status]} testId="ops-member-status">
      {t(`ops_members.status_${status}`)}
    </Badge>
  );
}
