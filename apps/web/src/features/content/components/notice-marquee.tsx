import { type CSSProperties, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Deferred } from '../../../lib/deferred';
import { htmlToText } from '../../../lib/html-text';
import { lazyNamed } from '../../../lib/lazy-named';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useNotices } from '../api/get-announcements';
import styles from './notice-marquee.module.css';

/** Seconds per character of marquee text, so long and short notices scroll at the same speed. */
const SECONDS_PER_CHAR = 0.22;
const MIN_DURATION_S = 16;
/** The full list's dialog (with the notice popup and its HTML sanitizer) loads when it is first opened. */
const NoticeList = lazyNamed(() => import('./notice-list'), 'NoticeList');
const Dialog = lazyNamed(() => import('../../../ui/dialog'), 'Dialog');

/**
 * The home notice marquee: type-B announcements as plain text (from sanitized HTML), scrolling and
 * pausing on hover or focus; activating it opens the full list.
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const notices = useNotices();
  const [open, setOpen] = useState(false);

  const entries = useMemo(
    () => (notices.data?.list ?? []).map((item) => ({ id: item.id, title: item.title, text: htmlToText(item.content) })),
    [notices.data],
  );
  const length = entries.reduce((sum, entry) => sum + entry.title.length + entry.text.length, 0);
  const duration = Math.max(MIN_DURATION_S, Math.round(length * SECONDS_PER_CHAR));

  const run = (hidden: boolean) => (
    <span className={styles.run} aria-hidden={hidden || undefined}>
      {entries.map((entry) => (
        <span key={entry.id} className={styles.entry}>
          <span className={styles.entryTitle}>{entry.title}</span>
          {entry.text}
        </span>
      ))}
    </span>
  );

  let body: ReactNode;
  if (notices.isPending) body = <Skeleton className={styles.skeleton} />;
  else if (notices.isError) body = <span className={styles.static}>{t('notice.load_failed')}</span>;
  else if (entries.length === 0) body = <span className={styles.static}>{t('notice.empty')}</span>;
  else {
    body = (
      <span className={styles.track} style={{ '--marquee-duration': `${duration}s` } as CSSProperties}>
        {run(false)}
        {run(true)}
      </span>
    );
  }

  return (
    <section className={styles.bar} data-testid="notice-marquee" aria-label={t('notice.marquee_label')}>
      <Icon.Megaphone size={20} className={styles.icon} />
      <button type="button" className={styles.viewport} onClick={() => setOpen(true)} aria-label={t('notice.open_all')}>
        {body}
      </button>
      <Button variant="ghost" size="sm" className={styles.more} onClick={() => setOpen(true)}>
        {t('common.more')}
      </Button>
      <Deferred when={open}>
        <Dialog open={open} onClose={() => setOpen(false)} title={t('notice.title')} size="md" testId="notice-dialog">
          <NoticeList />
        </Dialog>
      </Deferred>
    </section>
  );
}
