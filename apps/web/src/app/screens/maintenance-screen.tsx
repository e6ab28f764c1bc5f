import type { CustomerService, SystemStatus } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';
import { CustomerServiceButton } from '../shell/customer-service-button';
import { FullPageScreen, ScreenDetail, screenStyles } from './full-page-screen';

/** System status 1: the whole site is under maintenance (spec §2, §8). */
export function MaintenanceScreen({ status, services }: { status: SystemStatus; services: readonly CustomerService[] }) {
  const { t } = useTranslation();
  return (
    <FullPageScreen
      testId="maintenance-screen"
      icon="Wrench"
      title={t('game_maintenance')}
      text={status.maintenanceMessage || t('info_maintenance')}
      detail={
        status.maintenanceUntil ? (
          <ScreenDetail label={t('system.maintenance_until')}>
            <time className={screenStyles.detailValue} dateTime={status.maintenanceUntil}>
              {formatDateTime(status.maintenanceUntil)}
            </time>
          </ScreenDetail>
        ) : undefined
      }
    >
      <CustomerServiceButton services={services} />
    </FullPageScreen>
  );
}
