import './rewards-texts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/page-header';
import { ReferralSettingsCard } from './referral-settings-card';
import { ReferralsCard } from './referrals-card';
import styles from './rewards.module.css';

/** The back office's invite friends (`/backoffice/referral`, docs/promotions/referral.md): settings, then every referral. */
export function ReferralScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <PageHeader title={t('ops_rewards.referral_title')} subtitle={t('ops_rewards.referral_lead')} icon="Users" />
      <ReferralSettingsCard />
      <ReferralsCard />
    </div>
  );
}
