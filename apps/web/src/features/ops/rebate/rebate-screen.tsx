import './rebate-texts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/page-header';
import styles from './rebate.module.css';
import { RunsCard } from './runs-card';
import { SettingsCard } from './settings-card';

/** The back office's rebate (`/backoffice/rebate`, docs/promotions/rebate.md): settings and rates, then the daily runs. */
export function RebateScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <PageHeader title={t('ops_rebate.title')} subtitle={t('ops_rebate.lead')} icon="Rebate" />
      <SettingsCard />
      <RunsCard />
    </div>
  );
}
