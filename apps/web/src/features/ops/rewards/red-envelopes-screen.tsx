import './rewards-texts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/page-header';
import { DropsCard } from './drops-card';
import styles from './rewards.module.css';

/** The back office's red envelopes (`/backoffice/red-envelopes`, docs/promotions/red-envelopes.md): the drops and a new one. */
export function RedEnvelopesScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <PageHeader title={t('ops_rewards.red_title')} subtitle={t('ops_rewards.red_lead')} icon="Gift" />
      <DropsCard />
    </div>
  );
}
