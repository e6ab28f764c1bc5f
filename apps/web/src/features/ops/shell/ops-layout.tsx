import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { CenteredSpinner } from '../../../ui/spinner';
import { useOpsMe } from '../api/ops-api';
import '../ops-texts';
import styles from './ops-layout.module.css';
import { sectionsFor } from './ops-sections';
import { TotpSetup } from './totp-setup';

/**
 * The signed-in back office: the menu of the sections the operator's role may open and the open
 * section. A session that has not passed two-factor sees only the two-factor setup.
 */
export function OpsLayout() {
  const { t } = useTranslation();
  const me = useOpsMe();
  if (me.isPending) return <CenteredSpinner />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  if (!me.data.totpVerified) return <TotpSetup />;
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={t('ops_shell.menu')} data-testid="ops-menu">
        {sectionsFor(me.data).map((section) => {
          const SectionIcon = Icon[section.icon];
          return (
            <NavLink
              key={section.id}
              to={`/backoffice/${section.path}`}
              className={({ isActive }) => [styles.link, isActive && styles.active].filter(Boolean).join(' ')}
              data-testid={`ops-menu-${section.id}`}
            >
              <SectionIcon size={18} />
              <span>{t(`ops_shell.section_${section.id}`)}</span>
            </NavLink>
          );
        })}
      </nav>
      <section className={styles.content}>
        <Outlet />
      </section>
    </div>
  );
}
