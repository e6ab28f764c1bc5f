import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveChatUnread } from '../../features/chat/live-chat-entry';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Popover } from '../../ui/popover';
import { CustomerServiceList } from './customer-service-list';
import styles from './menus.module.css';

/** The header's customer-service button: a list of live-chat and Telegram entries. */
export function ServiceMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <>
      <Button
        ref={setAnchor}
        variant="ghost"
        iconOnly
        aria-label={t('cs.title')}
        title={t('cs.title')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon.Headset size={20} />
        <LiveChatUnread live />
      </Button>
      <Popover
        id={panelId}
        open={open}
        anchor={anchor}
        align="end"
        onClose={() => setOpen(false)}
        className={[styles.panel, styles.servicePanel].join(' ')}
        role="dialog"
        aria-label={t('cs.title')}
      >
        <div className={styles.panelHead}>
          <Icon.Headset size={18} />
          {t('cs.title')}
        </div>
        <div className={styles.panelBody}>
          <CustomerServiceList onOpened={() => setOpen(false)} />
        </div>
      </Popover>
    </>
  );
}
