import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Deferred } from '../../lib/deferred';
import { lazyNamed } from '../../lib/lazy-named';
import { whenIdle } from '../../lib/when-idle';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Popover } from '../../ui/popover';
import styles from './menus.module.css';

// The live chat's badge and the service list (with the chat client) load after the first paint.
const LiveChatUnread = lazyNamed(() => whenIdle().then(() => import('../../features/chat/live-chat-entry')), 'LiveChatUnread');
const CustomerServiceList = lazyNamed(() => import('./customer-service-list'), 'CustomerServiceList');

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
        <Suspense fallback={null}>
          <LiveChatUnread live />
        </Suspense>
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
          <Deferred when={open}>
            <CustomerServiceList onOpened={() => setOpen(false)} />
          </Deferred>
        </div>
      </Popover>
    </>
  );
}
