import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../ui/brand-logo';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';
import { AgentClock } from './agent-clock';
import styles from './agent-home-page.module.css';

/**
 * The agent back office (/agentHome): its own header with the GMT offset, a live clock and the
 * agent's account (`account`: nickname and sign out), and no portal header, footer or side menu.
 * Reports and contracts arrive with the agent issue.
 */
export function AgentHomePage({ account }: { account?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="agent-home">
      <header className={styles.bar}>
        <BrandLogo compact />
        <span className={styles.spacer} />
        <AgentClock className={styles.clock} />
        {account}
        <ButtonLink to="/" variant="ghost" size="sm">
          {t('agent.back_to_site')}
        </ButtonLink>
      </header>
      <main className={styles.main}>
        <PageHeader title={t('agent.home_title')} subtitle={t('agent.home_subtitle')} icon="Crown" />
        <Card>
          <EmptyState icon="User" title={t('common.coming_soon')} text={t('agent.home_soon')} />
        </Card>
      </main>
    </div>
  );
}
