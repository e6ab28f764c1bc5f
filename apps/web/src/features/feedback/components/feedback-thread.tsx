import type { Feedback } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Badge, type BadgeTone } from '../../../ui/badge';
import styles from './feedback.module.css';
import { FeedbackImages } from './feedback-images';

export const STATUS_TONE: Record<Feedback['status'], BadgeTone> = { open: 'warning', answered: 'success', closed: 'neutral' };

/** A feedback's status as a badge. */
export function FeedbackStatus({ status }: { status: Feedback['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATUS_TONE[status]} testId="feedback-status">
      {t(`feedback.status_${status}`)}
    </Badge>
  );
}

/**
 * A feedback as a conversation: the member's question with its images, then the operators'
 * replies. Everything here is plain text (never HTML), kept as written with its line breaks.
 */
export function FeedbackThread({
  thread,
  base,
  authorization,
  author,
  forOperator = false,
}: {
  thread: Omit<Feedback, 'unread'>;
  base: string;
  authorization?: string | null;
  /** Who wrote the question: "You" for the member, the username in the back office. */
  author: string;
  /** In the back office: no "we usually answer" note to the operator. */
  forOperator?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ol className={styles.thread} data-testid="feedback-thread">
      <li className={`${styles.message} ${styles.mine}`}>
        <div className={styles.meta}>
          <strong>{author}</strong>
          <span>{t(`feedback.type_${thread.type}`)}</span>
          <time dateTime={thread.createdAt}>{formatDateTime(thread.createdAt)}</time>
        </div>
        <p className={styles.text} data-testid="feedback-content">
          {thread.content}
        </p>
        <FeedbackImages base={base} imageIds={thread.imageIds} authorization={authorization} />
      </li>
      {thread.replies.map((reply) => (
        <li key={reply.id} className={`${styles.message} ${styles.theirs}`} data-testid="feedback-reply">
          <div className={styles.meta}>
            <strong>{reply.operator ? t('feedback.support_named', { name: reply.operator }) : t('feedback.support')}</strong>
            <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
          </div>
          <p className={styles.text}>{reply.content}</p>
        </li>
      ))}
      {thread.replies.length === 0 && thread.status !== 'closed' && !forOperator ? (
        <li className={styles.note}>{t('feedback.no_replies')}</li>
      ) : null}
      {thread.status === 'closed' ? <li className={styles.note}>{t('feedback.closed_note')}</li> : null}
    </ol>
  );
}
