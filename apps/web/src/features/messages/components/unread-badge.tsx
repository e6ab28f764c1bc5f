import '../messages-texts';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/get-unread-count';
import styles from './messages.module.css';

/** A count of unread messages beside a menu entry (member centre, side menu); nothing when none. */
export function UnreadBadge({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const count = useUnreadCount().data ?? 0;
  if (count <= 0) return null;
  return (
    <span className={styles.countBadge} data-testid={testId}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('messages.badge_label', { count })}</span>
    </span>
  );
}
