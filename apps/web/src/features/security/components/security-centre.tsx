import type { ContactChannel } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../security-texts';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorState } from '../../../ui/error-state';
import { CenteredSpinner } from '../../../ui/spinner';
import { useSecurityOverview } from '../api/get-security-overview';
import { ContactDialog } from './contact-dialog';
import { LoginHistoryCard } from './login-history-card';
import styles from './security.module.css';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/**
 * The security centre's own cards (issue 20 item 2): bound mobile and email (masked, bound or
 * changed with a code to the new contact), two-step
 * sign-in, what a new address asks for, sessions and login history. The passwords and bank
 * accounts cards are the cashier's, shown beside these by the member centre.
 */
export function SecurityCentre() {
  const { t } = useTranslation();
  const overview = useSecurityOverview();
  const [binding, setBinding] = useState<ContactChannel | null>(null);
  if (overview.isError && !overview.data) return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  if (!overview.data) return <CenteredSpinner />;
  const data = overview.data;
  const methods = data.newIpMethods.map((method) => t(`security.method_${method}`)).join(', ');
  return (
    <div className={[styles.stack, styles.centre].join(' ')} data-testid="security-centre">
      <Card>
        <h2 className={styles.heading}>{t('security.bindings_title')}</h2>
        <ul className={styles.list}>
          {(['mobile', 'email'] as const).map((channel) => {
            const value = data[channel];
            return (
              <li key={channel} className={styles.item}>
                <div className={styles.itemText}>
                  <span>{t(`security.${channel}`)}</span>
                  <span className={styles.muted} data-testid={`security-${channel}`}>
                    {value ?? t('security.not_bound')}
                  </span>
                </div>
                <Button variant="outline" size="sm" onClick={() => setBinding(channel)} data-testid={`security-${channel}-bind`}>
                  {t(value ? 'security.change' : 'security.bind')}
                </Button>
              </li>
            );
          })}
        </ul>
        <ContactDialog channel={binding} bound={binding !== null && data[binding] !== null} onClose={() => setBinding(null)} />
      </Card>
      <TwoFactorCard overview={data} />
      <Card>
        <h2 className={styles.heading}>{t('security.new_ip_title')}</h2>
        <p className={styles.muted}>{methods ? t('security.new_ip_text', { methods }) : t('security.new_ip_none')}</p>
      </Card>
      <SessionsCard />
      <LoginHistoryCard />
    </div>
  );
}
