import type { CustomerService } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '../shell/customer-service-button';
import { FullPageScreen, ScreenDetail, screenStyles } from './full-page-screen';

/** System status 2: the visitor's region or IP is not served (spec §2, §8). */
export function RegionBlockedScreen({ ip, services }: { ip: string; services: readonly CustomerService[] }) {
  const { t } = useTranslation();
  return (
    <FullPageScreen
      testId="region-blocked-screen"
      icon="Globe"
      tone="danger"
      title={t('blockip')}
      text={t('info_ip_block')}
      detail={
        <ScreenDetail label={t('system.your_ip')}>
          <span className={screenStyles.detailValue} data-testid="visitor-ip">
            {ip}
          </span>
        </ScreenDetail>
      }
    >
      <CustomerServiceButton services={services} />
    </FullPageScreen>
  );
}
