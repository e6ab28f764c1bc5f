import type { CustomerService } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openLiveChat } from '../../features/chat/live-chat-entry';
import { useOptionalSiteConfig } from '../../lib/site-config';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Popover } from '../../ui/popover';
import { useToast } from '../../ui/toast';
import { CustomerServiceList } from './customer-service-list';
import styles from './menus.module.css';

/**
 * One "contact customer service" button (full-page screens, agent page): it opens the built-in live
 * chat directly when nothing else is configured, or lists the entries.
 */
export function CustomerServiceButton({ services }: { services?: readonly CustomerService[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const config = useOptionalSiteConfig();
  const entries = services ?? config?.customerService ?? [];
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  // The built-in live chat is always an entry: with configured ones too, the list shows; alone, it opens.
  const onClick = async () => {
    if (entries.length > 0) {
      setOpen((value) => !value);
      return;
    }
    setBusy(true);
    try {
      await openLiveChat();
    } catch {
      toast.show(t('cs.open_failed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        ref={setAnchor}
        variant="primary"
        size="lg"
        disabled={busy}
        aria-expanded={entries.length > 0 ? open : undefined}
        onClick={() => void onClick()}
      >
        <Icon.Headset size={20} />
        {t('cs.contact')}
      </Button>
      <Popover
        open={open}
        anchor={anchor}
        onClose={() => setOpen(false)}
        className={[styles.panel, styles.servicePanel].join(' ')}
        role="dialog"
        aria-label={t('cs.title')}
      >
        <div className={styles.panelBody}>
          <CustomerServiceList services={entries} onOpened={() => setOpen(false)} />
        </div>
      </Popover>
    </>
  );
}
