import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useMessage } from '../api/get-message';
import styles from './messages.module.css';

type MessageDetailProps = { id: number | null; onClose: () => void; onDelete: (id: number) => void };

/** One message in a dialog: its title, time and whole text (plain text, line breaks kept; never HTML). Opening it marks it read. */
export function MessageDetail({ id, onClose, onDelete }: MessageDetailProps) {
  const { t } = useTranslation();
  const message = useMessage(id);
  const data = message.data;
  return (
    <Dialog open={id !== null} onClose={onClose} title={data?.title ?? t('messages.loading')} size="md" testId="message-detail">
      {message.isError ? (
        <ErrorState error={message.error} onRetry={() => void message.refetch()} compact />
      ) : data ? (
        <div className={styles.detail}>
          <p className={styles.detailMeta}>
            <span className={styles.kind}>{t(`messages.kind_${data.kind}`)}</span>
            <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
          </p>
          <p className={styles.detailBody} data-testid="message-detail-body">
            {data.body}
          </p>
          <div className={styles.detailActions}>
            <Button variant="outline" onClick={() => onDelete(data.id)} data-testid="message-detail-delete">
              <Icon.Trash size={16} />
              {t('messages.delete')}
            </Button>
            <Button variant="primary" onClick={onClose}>
              {t('messages.close')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.detail}>
          <Skeleton className={styles.skeletonLine} />
          <Skeleton className={styles.skeletonBlock} />
        </div>
      )}
    </Dialog>
  );
}
