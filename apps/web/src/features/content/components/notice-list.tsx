import type { Notice } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Dialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Pagination } from '../../../ui/pagination';
import { Skeleton } from '../../../ui/skeleton';
import { useNoticePage, usePopularNotices } from '../api/get-announcements';
import { NoticeDetail } from './notice-detail';
import styles from './notice-list.module.css';
import '../content-texts';

/** One notice as a row of the list: activating it opens the notice popup. */
function NoticeRow({ notice, onOpen }: { notice: Notice; onOpen: (notice: Notice) => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        onClick={() => onOpen(notice)}
        data-testid="notice-item"
        aria-label={t('announcements.open_detail', { title: notice.title })}
      >
        {notice.pinned ? (
          <Icon.Star size={14} className={styles.pin} aria-label={t('announcements.pinned')} />
        ) : (
          <span className={styles.dot} />
        )}
        <span className={styles.text}>
          <span className={styles.title}>{notice.title}</span>
          <span className={styles.meta}>
            <span className={styles.tag}>{t(`announcements.type_${notice.type}`)}</span>
            <time dateTime={notice.timestamp}>{formatDateTime(notice.timestamp)}</time>
          </span>
        </span>
        <Icon.ChevronRight size={16} className={styles.chevron} />
      </button>
    </li>
  );
}

/** The notice popup: one announcement in full. */
export function NoticeDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Dialog open={notice !== null} onClose={onClose} title={notice?.title ?? ''} size="md" testId="notice-popup">
      {notice ? <NoticeDetail notice={notice} /> : null}
    </Dialog>
  );
}

/**
 * The notice list (spec §2 header notice icon, §9: 9 per page), pinned first, each row opening the
 * notice popup. `scope="agent"` lists the agent-audience ones (the agent centre). With `onOpen`
 * the caller shows the popup (a list inside a popover, which a dialog would close).
 */
export function NoticeList({ scope = 'all', onOpen }: { scope?: 'all' | 'agent'; onOpen?: (notice: Notice) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<Notice | null>(null);
  const notices = useNoticePage(page, scope);
  const open = onOpen ?? setDetail;

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
  if (notices.data.list.length === 0) {
    return <EmptyState compact icon="Megaphone" title={t(scope === 'agent' ? 'announcements.agent_empty' : 'notice.empty')} />;
  }

  return (
    <div className={styles.pages} data-testid="notice-list" data-scope={scope} data-pending={notices.isPlaceholderData ? 'true' : 'false'}>
      <ul className={styles.list}>
        {notices.data.list.map((notice) => (
          <NoticeRow key={notice.id} notice={notice} onOpen={open} />
        ))}
      </ul>
      <Pagination page={page} totalPages={notices.data.totalPages} onChange={setPage} testId="notice-pagination" />
      {onOpen ? null : <NoticeDialog notice={detail} onClose={() => setDetail(null)} />}
    </div>
  );
}

/** The popular notices (pinned and PL) as a short row of links above the list. */
export function PopularNotices({ onOpen }: { onOpen: (notice: Notice) => void }) {
  const { t } = useTranslation();
  const popular = usePopularNotices();
  const list = popular.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.popular} aria-label={t('announcements.popular')} data-testid="notice-popular">
      <span className={styles.popularLabel}>
        <Icon.Star size={14} /> {t('announcements.popular')}
      </span>
      {list.map((notice) => (
        <button key={notice.id} type="button" className={styles.popularItem} onClick={() => onOpen(notice)}>
          {notice.title}
        </button>
      ))}
    </section>
  );
}
