import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Pagination } from '../../../ui/pagination';
import { Skeleton } from '../../../ui/skeleton';
import { useNoticePage } from '../api/get-announcements';
import { AnnouncementItem } from './announcement-list';
import styles from './announcement-list.module.css';

/**
 * The merchant's announcements page by page (9 per page, spec §9), newest first, the first of each
 * page open: the agent centre's announcement section.
 */
export function AnnouncementPages() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const notices = useNoticePage(page);

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
  if (notices.data.list.length === 0) return <EmptyState compact icon="Megaphone" title={t('notice.empty')} />;

  return (
    <div className={styles.pages} data-testid="announcement-pages" data-pending={notices.isPlaceholderData ? 'true' : 'false'}>
      <ul className={styles.list}>
        {notices.data.list.map((announcement, index) => (
          <AnnouncementItem key={announcement.id} announcement={announcement} open={index === 0} />
        ))}
      </ul>
      <Pagination page={page} totalPages={notices.data.totalPages} onChange={setPage} testId="announcement-pagination" />
    </div>
  );
}
