import type { Notice } from '@fortuna/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoticePage } from '../../features/content/api/get-announcements';
import { Deferred } from '../../lib/deferred';
import { lazyNamed } from '../../lib/lazy-named';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Popover } from '../../ui/popover';
import styles from './menus.module.css';

// The lists and the notice popup (with the HTML sanitizer) load when the panel first opens.
const load = () => import('../../features/content/components/notice-list');
const NoticeList = lazyNamed(load, 'NoticeList');
const PopularNotices = lazyNamed(load, 'PopularNotices');
const NoticeDialog = lazyNamed(load, 'NoticeDialog');

/** The header's notice icon: opens a panel with the popular notices and the notice list (9 a page); a row opens the notice popup. */
export function NoticeMenu() {
  const { t } = useTranslation();
  const notices = useNoticePage(1);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<Notice | null>(null);
  const panelId = useId();
  const count = notices.data?.total ?? 0;
  const titleId = `${panelId}-title`;
  const show = (notice: Notice) => {
    setOpen(false);
    setDetail(notice);
  };

  return (
    <>
      <Button
        ref={setAnchor}
        variant="ghost"
        iconOnly
        className={styles.trigger}
        aria-label={count ? t('header.notices_count', { count }) : t('header.notices')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        data-testid="notice-menu"
      >
        <Icon.Bell size={20} />
        {count ? (
          <span className={styles.badge} aria-hidden="true">
            {count > 9 ? '9+' : count}
          </span>
        ) : null}
      </Button>
      <Popover
        id={panelId}
        open={open}
        anchor={anchor}
        align="end"
        onClose={() => setOpen(false)}
        className={styles.panel}
        role="dialog"
        aria-labelledby={titleId}
      >
        <div className={styles.panelHead} id={titleId}>
          <Icon.Megaphone size={18} />
          {t('notice.title')}
        </div>
        <div className={styles.panelBody}>
          <Deferred when={open}>
            <PopularNotices onOpen={show} />
            <NoticeList onOpen={show} />
          </Deferred>
        </div>
      </Popover>
      <Deferred when={detail !== null}>
        <NoticeDialog notice={detail} onClose={() => setDetail(null)} />
      </Deferred>
    </>
  );
}
