import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMemberInfo } from '../../../lib/member-info';
import { useSession } from '../../../lib/session';
import { BrandLogo } from '../../../ui/brand-logo';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { AGENT_SECTIONS, type AgentSectionId, agentSectionOf } from '../agent-sections';
import '../agent-texts';
import { useConsolidatedContracts } from '../api/get-consolidated-contracts';
import { RECORD_SECTIONS, visibleAgentSections } from '../contract-sections';
import { AgentClock } from './agent-clock';
import styles from './agent-home-page.module.css';
import { ContractsSection } from './contracts/contracts-section';
import { SettlementSection } from './contracts/settlement-section';
import { HeaderLinks } from './header-links';
import { RegisterAccounts } from './register-accounts';
import { AccountDetails } from './reports/account-details';
import { MyIncome } from './reports/my-income';
import { TeamBetting } from './reports/team-betting';
import { TeamOverview } from './reports/team-overview';
import { TeamTransactions } from './reports/team-transactions';
import { UserLoss } from './reports/user-loss';
import { TeamManagement } from './team-management';

function sectionBody(id: AgentSectionId): ReactNode {
  switch (id) {
    case 'team':
      return <TeamManagement />;
    case 'register':
      return <RegisterAccounts />;
    case 'overview':
      return <TeamOverview />;
    case 'betting':
      return <TeamBetting />;
    case 'loss':
      return <UserLoss />;
    case 'income':
      return <MyIncome />;
    case 'accountDetails':
      return <AccountDetails />;
    case 'transactions':
      return <TeamTransactions />;
    case 'dividend':
    case 'dailySalary':
    case 'hourlySalary':
    case 'realtimeSalary':
      return <SettlementSection key={id} kind={RECORD_SECTIONS[id].kind} />;
    case 'contracts':
      return <ContractsSection />;
    default:
      return null;
  }
}

type AgentHomePageProps = {
  /** The agent's nickname and sign out. */
  account?: ReactNode;
  /** The customer-service entry, as the portal header offers it. */
  service?: ReactNode;
  /** The merchant's announcements, paged: the announcement section's body. */
  announcements?: ReactNode;
};

/**
 * The agent back office (/agentHome): its own header with the GMT offset, a live clock, deposit,
 * withdraw, platform messages and customer-service links (`service`), and the agent's account
 * (`account`: nickname and sign out), and no portal header, footer or side menu.
 * Below it the agent centre menu of spec §2 beside the chosen section, named by the URL hash
 * (/agentHome#team) so links, the back button and bookmarks work. Sections of later parts of
 * issue #8 say so instead of showing made-up data.
 */
export function AgentHomePage({ account, service, announcements }: AgentHomePageProps) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const active = agentSectionOf(hash);
  const activeRef = useRef<HTMLAnchorElement>(null);
  // Record pages show in the menu only for the contracts the agent holds (spec §2).
  const { enableContract } = useSession();
  const consolidated = useConsolidatedContracts();
  const menu = visibleAgentSections(AGENT_SECTIONS, consolidated.data, enableContract);

  // On phones the menu is one scrolling row: keep the chosen section in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new section is exactly what moves the row
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active.id]);

  const later = 'later' in active && active.later;
  return (
    <div className={styles.page} data-testid="agent-home">
      <header className={styles.bar}>
        <BrandLogo compact />
        <span className={styles.spacer} />
        <AgentClock className={styles.clock} />
        <HeaderLinks service={service} />
        <span className={styles.account}>{account}</span>
        <ButtonLink to="/" variant="ghost" size="sm" className={styles.back}>
          <Icon.Home size={16} />
          <span className={styles.backText}>{t('agent.back_to_site')}</span>
        </ButtonLink>
      </header>
      <main className={styles.main}>
        <div className={styles.centre}>
          <nav className={styles.nav} aria-label={t('agentCentre.menu')}>
            <AgentCard />
            <ul className={styles.menu}>
              {menu.map((section) => {
                const Glyph = Icon[section.icon];
                const current = section.id === active.id;
                return (
                  <li key={section.id}>
                    <Link
                      ref={current ? activeRef : undefined}
                      to={`/agentHome#${section.id}`}
                      className={styles.link}
                      aria-current={current ? 'page' : undefined}
                      data-testid={`agent-nav-${section.id}`}
                      data-later={'later' in section ? 'true' : undefined}
                    >
                      <Glyph size={18} />
                      <span>{t(`agentCentre.sections.${section.id}`)}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <section id={active.id} className={styles.content} data-testid={`agent-section-${active.id}`}>
            <PageHeader
              title={t(`agentCentre.sections.${active.id}`)}
              subtitle={t(`agentCentre.subtitles.${active.id}`)}
              icon={active.icon}
            />
            {later ? (
              <Card>
                <EmptyState icon={active.icon} title={t('common.coming_soon')} text={t('agentCentre.later_text')} />
              </Card>
            ) : active.id === 'announcement' ? (
              <Card>{announcements}</Card>
            ) : (
              sectionBody(active.id)
            )}
          </section>
        </div>
      </main>
    </div>
  );
}

/** "Agent centre" and the agent's account at the top of the menu (wide screens). */
function AgentCard() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  return (
    <div className={styles.who}>
      <span className={styles.whoIcon}>
        <Icon.Crown size={20} />
      </span>
      <div className={styles.whoText}>
        <strong>{t('agent.home_title')}</strong>
        <span>{info.data?.account ?? ''}</span>
      </div>
    </div>
  );
}
