import type { OpsLotteryIssue } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../ui/badge';

const TONES: Record<OpsLotteryIssue['status'], BadgeTone> = {
  open: 'success',
  locked: 'info',
  drawn: 'info',
  settled: 'neutral',
  cancelled: 'danger',
};

/** An issue's state as a badge; a paused issue says so. */
export function IssueStatus({ issue }: { issue: Pick<OpsLotteryIssue, 'status' | 'paused'> }) {
  const { t } = useTranslation();
  if (issue.paused)
    return (
      <Badge tone="warning" testId="ops-lottery-issue-status">
        {t('ops_lottery.paused')}
      </Badge>
    );
  return (
    <Badge tone={TONES[issue.status]} testId="ops-lottery-issue-status">
      {t(`ops_lottery.status_${issue.status}`)}
    </Badge>
  );
}
