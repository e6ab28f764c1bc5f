import { useTranslation } from 'react-i18next';
import { ChatRoomButton } from '../../features/chat/chat-room-button';
import { AppQrCodes } from '../../features/download/components/app-qr-codes';
import { SidePromotions } from '../../features/promotions/components/side-promotions';
import { useSiteConfig } from '../../lib/site-config';
import { Icon } from '../../ui/icons';
import csStyles from './customer-service.module.css';
import { CustomerServiceList } from './customer-service-list';
import { LanguageSelect } from './language-select';
import styles from './side-menu.module.css';

/**
 * The side menu below its links: the promotions, the app QR codes, customer service (with the
 * live chat) and the language. Its own chunk, shown right after the first paint.
 */
export function SideMenuSections({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  return (
    <>
      <section className={styles.section} aria-labelledby="side-promotions">
        <h2 id="side-promotions" className={styles.sectionTitle}>
          <Icon.Megaphone size={16} />
          {t('side.promotions')}
        </h2>
        <SidePromotions onNavigate={onNavigate} />
      </section>

      <AppQrCodes resources={config.resources} sectionClassName={styles.section} titleClassName={styles.sectionTitle} />

      <section className={styles.section} aria-labelledby="side-service">
        <h2 id="side-service" className={styles.sectionTitle}>
          <Icon.Headset size={16} />
          {t('cs.title')}
        </h2>
        <CustomerServiceList />
        <ChatRoomButton className={csStyles.item} iconClassName={[csStyles.itemIcon, csStyles.LIVECHAT].join(' ')} />
      </section>

      <LanguageSelect offered={config.merchant.languages} />
    </>
  );
}
