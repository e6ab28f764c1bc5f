import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../lib/site-config';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { opsKeys } from '../api/ops-api';
import { opsLogout } from '../api/ops-logout';
import { endOpsSession, useOpsSession } from '../ops-session';
import '../ops-texts';
import { OpsLayout } from '../shell/ops-layout';
import { OpsLoginForm } from '../shell/ops-login-form';
import { useOpsIdleSignOut } from '../use-ops-idle-sign-out';
import styles from './backoffice.module.css';
import { OpsLanguageSelect } from './ops-language-select';

/**
 * The operator back office (/backoffice): its own login (password, then two-factor) and token, a
 * bar with the operator and sign-out, and the sections its role may open (shell/ops-layout.tsx,
 * shell/ops-routes.tsx). No portal header, footer or side menu.
 */
export function BackofficePage({ tools }: { tools?: ReactNode }) {
  const { t } = useTranslation();
  const session = useOpsSession();
  const { merchant } = useSiteConfig();
  const queryClient = useQueryClient();
  useOpsIdleSignOut(session);
  return (
    <div className={styles.page} data-testid="backoffice">
      <header className={styles.bar}>
        <div className={styles.brand}>
          <span className={styles.mark}>
            <Icon.Shield size={20} />
          </span>
          <div className={styles.brandText}>
            <strong>{t('ops.title')}</strong>
            <span>{merchant.name}</span>
          </div>
        </div>
        <div className={styles.tools}>
          <OpsLanguageSelect />
          {tools}
          {session ? (
            <div className={styles.operator}>
              <span className={styles.operatorName} data-testid="ops-operator">
                <Icon.User size={16} />
                {session.username}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  // Revoked on the server too; signed out here whatever it answers.
                  void opsLogout(session.token).catch(() => undefined);
                  endOpsSession();
                  queryClient.removeQueries({ queryKey: opsKeys.all });
                }}
                data-testid="ops-sign-out"
              >
                <Icon.Logout size={16} />
                {t('auth.sign_out')}
              </Button>
            </div>
          ) : null}
        </div>
      </header>
      <main className={styles.main}>{session ? <OpsLayout /> : <OpsLoginForm />}</main>
    </div>
  );
}
