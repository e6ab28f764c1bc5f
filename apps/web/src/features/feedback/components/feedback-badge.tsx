import '../feedback-texts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';
import { useMyFeedback } from '../api/feedback-api';
import styles from './feedback.module.css';

/** The member centre menu's badge: feedback with a reply the member has not opened; nothing when none. */
export function FeedbackBadge() {
  const { t } = useTranslation();
  const page = useMyFeedback(1, { staleTime: 60_000 });
  const count = page.data?.unread ?? 0;
  if (count <= 0) return null;
  return (
    <span className={styles.navBadge}>
      <Badge tone="info" testId="member-nav-feedback-badge">
        <span aria-hidden="true">{count}</span>
        <span className="sr-only">{t('feedback.badge_label', { count })}</span>
      </Badge>
    </span>
  );
}
