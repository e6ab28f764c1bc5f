import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import { Icon } from '../../../ui/icons';
import { CreateAccountForm } from './create-account-form';
import { InvitationPanel } from './invitation-panel';
import styles from './register-accounts.module.css';

/**
 * Register accounts (spec §2 agent centre, issue #8): create a downline member or agent, and the
 * invitation links and affiliate codes with their QR codes.
 */
export function RegisterAccounts() {
  const { t } = useTranslation();
  return (
    <div className={styles.sections} data-testid="register-accounts">
      <Card aria-labelledby="agent-create-heading">
        <h2 id="agent-create-heading" className={styles.heading}>
          <Icon.User size={18} />
          {t('agentCentre.accounts.create_title')}
        </h2>
        <CreateAccountForm />
      </Card>
      <Card aria-labelledby="agent-invite-heading">
        <h2 id="agent-invite-heading" className={styles.heading}>
          <Icon.Send size={18} />
          {t('agentCentre.accounts.invite_title')}
        </h2>
        <p className={styles.lead}>{t('agentCentre.accounts.invite_lead')}</p>
        <InvitationPanel />
      </Card>
    </div>
  );
}
