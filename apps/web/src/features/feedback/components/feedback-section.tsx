import '../feedback-texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { Dialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Pagination } from '../../../ui/pagination';
import { Skeleton } from '../../../ui/skeleton';
import { useFeedbackThread, useMyFeedback } from '../api/feedback-api';
import styles from './feedback.module.css';
import { FeedbackForm } from './feedback-form';
import { FeedbackStatus, FeedbackThread } from './feedback-thread';

/** One feedback opened as its conversation. */
function ThreadDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const thread = useFeedbackThread(id);
  return (
    <Dialog open={id !== null} onClose={onClose} title={t('feedback.thread_title', { id })} size="lg" testId="feedback-thread-dialog">
      {thread.isPending ? (
        <Skeleton style={{ height: 160 }} />
      ) : thread.isError ? (
        <ErrorState error={thread.error} onRetry={() => void thread.refetch()} compact />
      ) : (
        <>
          <div className={styles.threadHead}>
            <FeedbackStatus status={thread.data.status} />
          </div>
          <FeedbackThread thread={thread.data} base={`/wps/feedback/${thread.data.id}`} author={t('feedback.you')} />
        </>
      )}
    </Dialog>
  );
}

/**
 * "My feedback" in the member centre (spec §2 other screens "feedback", §7 `PUT /wps/feedback`):
 * send a question with images, and read the replies; a reply arriving shows as a toast and the
 * menu badge, and this list refreshes without a reload (app/realtime.tsx).
 */
export function FeedbackSection() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const page = useMyFeedback(pageNo);
  return (
    <div className={styles.section}>
      <Card>
        <h2 className={styles.cardTitle}>{t('feedback.new_title')}</h2>
        <FeedbackForm onSent={(id) => setOpen(id)} />
      </Card>
      <Card>
        <h2 className={styles.cardTitle}>{t('feedback.list_title')}</h2>
        {page.isPending ? (
          <div aria-busy="true">
            <Skeleton style={{ height: 56 }} />
            <Skeleton style={{ height: 56, marginTop: 8 }} />
          </div>
        ) : page.isError ? (
          <ErrorState error={page.error} onRetry={() => void page.refetch()} compact />
        ) : page.data.list.length === 0 ? (
          <EmptyState icon="Chat" title={t('feedback.empty')} text={t('feedback.empty_text')} compact />
        ) : (
          <>
            <ul className={styles.list} data-testid="feedback-list">
              {page.data.list.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.item}
                    onClick={() => setOpen(item.id)}
                    data-testid="feedback-item"
                    data-feedback-id={item.id}
                  >
                    <span className={styles.itemHead}>
                      <span className={styles.itemType}>{t(`feedback.type_${item.type}`)}</span>
                      <FeedbackStatus status={item.status} />
                      {item.unread ? (
                        <Badge tone="info" testId="feedback-unread">
                          {t('feedback.new_reply')}
                        </Badge>
                      ) : null}
                    </span>
                    <span className={styles.itemText}>{item.content}</span>
                    <time className={styles.itemTime} dateTime={item.createdAt}>
                      {formatDateTime(item.createdAt)}
                    </time>
                  </button>
                </li>
              ))}
            </ul>
            <Pagination page={pageNo} totalPages={page.data.totalPages} onChange={setPageNo} testId="feedback-pages" />
          </>
        )}
      </Card>
      <ThreadDialog id={open} onClose={() => setOpen(null)} />
    </div>
  );
}
