import type { Notice } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { imageUrl } from '../../../lib/image-cdn';
import { sanitizeHtml } from '../../../lib/sanitize';
import styles from './notice-detail.module.css';
import '../content-texts';

/** An announcement's body: its time, type, image and sanitized HTML (the title is the dialog's, as plain text). */
export function NoticeDetail({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  return (
    <article className={styles.detail} data-testid="notice-detail">
      <p className={styles.meta}>
        <span className={styles.tag}>{t(`announcements.type_${notice.type}`)}</span>
        <time dateTime={notice.timestamp}>{formatDateTime(notice.timestamp)}</time>
      </p>
      {notice.imageUrl ? <img className={styles.image} src={imageUrl(notice.imageUrl)} alt="" loading="lazy" /> : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: operator HTML, sanitized on save and again right here with DOMPurify */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }} />
    </article>
  );
}
