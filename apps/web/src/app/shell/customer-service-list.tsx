import { CS_TYPES, type CustomerService } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveChatEntry } from '../../features/chat/live-chat-entry';
import { openCustomerService } from '../../lib/customer-service';
import { useOptionalSiteConfig } from '../../lib/site-config';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icons';
import { useToast } from '../../ui/toast';
import styles from './customer-service.module.css';

type CustomerServiceListProps = {
  /** Entries to show; defaults to the whitelabel's. */
  services?: readonly CustomerService[];
  onOpened?: () => void;
  /** Whether the built-in live chat is listed (default: yes). */
  builtIn?: boolean;
};

const TYPE_ICON = { LIVECHAT: Icon.Chat, TELEGRAM: Icon.Send } as const;

/**
 * Customer-service entries grouped LIVECHAT and TELEGRAM; each opens its decrypted link in a new
 * tab. The built-in live chat (features/chat) comes first in LIVECHAT, with its unread badge.
 */
export function CustomerServiceList({ services, onOpened, builtIn = true }: CustomerServiceListProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const config = useOptionalSiteConfig();
  const entries = services ?? config?.customerService ?? [];
  const [busyId, setBusyId] = useState<number | null>(null);

  const open = async (entry: CustomerService) => {
    setBusyId(entry.id);
    try {
      await openCustomerService(entry.path);
      onOpened?.();
    } catch {
      toast.show(t('cs.open_failed'), 'error');
    } finally {
      setBusyId(null);
    }
  };

  if (entries.length === 0 && !builtIn) return <EmptyState compact icon="Headset" title={t('cs.empty')} />;

  return (
    <div className={styles.groups}>
      {CS_TYPES.map((type) => {
        const group = entries.filter((entry) => entry.type === type);
        const withBuiltIn = builtIn && type === 'LIVECHAT';
        if (group.length === 0 && !withBuiltIn) return null;
        const Glyph = TYPE_ICON[type];
        return (
          <section key={type} aria-label={t(`cs.${type}`)}>
            <h3 className={styles.groupTitle}>{t(`cs.${type}`)}</h3>
            <ul className={styles.list}>
              {withBuiltIn ? (
                <li>
                  <LiveChatEntry className={styles.item} iconClassName={[styles.itemIcon, styles[type]].join(' ')} onOpened={onOpened} />
                </li>
              ) : null}
              {group.map((entry) => (
                <li key={entry.id}>
                  <button type="button" className={styles.item} disabled={busyId === entry.id} onClick={() => void open(entry)}>
                    <span className={[styles.itemIcon, styles[type]].join(' ')}>
                      <Glyph size={18} />
                    </span>
                    <span className={styles.itemText}>{entry.title || t(`cs.${type}`)}</span>
                    <Icon.External size={16} className={styles.external} />
                    <span className="sr-only">{t('common.opens_new_tab')}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
