import '../missions-texts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';
import { useMissionSummary } from '../api/get-mission-summary';
import styles from './missions-section.module.css';

/** The member centre menu's badge (spec §2): how many missions wait to be claimed; nothing when none. */
export function MissionsBadge() {
  const { t } = useTranslation();
  // The menu shows on every member centre page: a minute-old count is good enough there.
  const summary = useMissionSummary({ staleTime: 60_000 });
  const count = summary.data?.claimable ?? 0;
  if (count <= 0) return null;
  return (
    <span className={styles.navBadge}>
      <Badge tone="warning" testId="member-nav-missions-badge">
        <span aria-hidden="true">{count}</span>
        <span className="sr-only">{t('missions.badge_label', { count })}</span>
      </Badge>
    </span>
  );
}
