import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../features/content/api/get-announcements';
import { AnnouncementList } from '../../features/content/components/announcement-list';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Popover } from '../../ui/popover';
import styles from './menus.module.css';

/** The header's notice icon: opens a panel listing the type-B announcements. */
export function NoticeMenu() {
  const { t } = useTranslation();
  const notices = useNotices();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = notices.data?.list.length ?? 0;
  const titleId = `${panelId}-title`;

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
          <AnnouncementList />
        </div>
      </Popover>
    </>
  );
}
