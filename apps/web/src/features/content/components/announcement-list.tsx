import type { Announcement } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { sanitizeHtml } from '../../../lib/sanitize';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useNotices } from '../api/get-announcements';
import styles from './announcement-list.module.css';

/** One announcement: its title and time, expandable to its sanitized content. */
export function AnnouncementItem({ announcement, open }: { announcement: Announcement; open: boolean }) {
  return (
    <li>
      <details className={styles.item} open={open}>
        <summary className={styles.summary}>
          <span className={styles.dot} aria-hidden="true" />
          <span>
            <span className={styles.title}>{announcement.title}</span>
            <time className={styles.time} dateTime={announcement.timestamp}>
              {formatDateTime(announcement.timestamp)}
            </time>
          </span>
          <Icon.ChevronDown size={16} className={styles.chevron} />
        </summary>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: operator HTML, sanitized with DOMPurify right here */}
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: sanitizeHtml(announcement.content) }} />
      </details>
    </li>
  );
}

/** The type-B announcements, newest first, each expandable to its sanitized content. */
export function AnnouncementList({ expandFirst = false }: { expandFirst?: boolean }) {
  const { t } = useTranslation();
  const notices = useNotices();

  if (notices.isPending) {
    return (
      <div aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (notices.isError) return <ErrorState compact error={notices.error} onRetry={() => void notices.refetch()} />;
  if (notices.data.list.length === 0) return <EmptyState compact icon="Bell" title={t('notice.empty')} />;

  return (
    <ul className={styles.list}>
      {notices.data.list.map((announcement, index) => (
        <AnnouncementItem key={announcement.id} announcement={announcement} open={expandFirst && index === 0} />
      ))}
    </ul>
  );
}
