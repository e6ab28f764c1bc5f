import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button';
import { Icon, type IconName } from '../../../ui/icons';
import styles from './header-links.module.css';

/** The member centre sections the agent header links to (spec §2), by their URL hash. */
export const AGENT_HEADER_LINKS = [
  { key: 'deposit', to: '/member#deposit', icon: 'Plus' },
  { key: 'withdraw', to: '/member#withdraw', icon: 'Cash' },
  { key: 'messages', to: '/member#messages', icon: 'Mail' },
] as const satisfies readonly { key: string; to: string; icon: IconName }[];

/**
 * The agent home header's deposit, withdraw, platform messages and customer-service links (spec §2):
 * the first three open the member centre's sections, `service` is the portal's customer-service menu.
 */
export function HeaderLinks({ service }: { service?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.links} aria-label={t('agentCentre.header.links')}>
      {AGENT_HEADER_LINKS.map((link) => {
        const Glyph = Icon[link.icon];
        return (
          <ButtonLink
            key={link.key}
            to={link.to}
            variant="ghost"
            size="sm"
            className={styles.link}
            data-testid={`agent-header-${link.key}`}
          >
            <Glyph size={16} />
            <span className={styles.label}>{t(`agentCentre.header.${link.key}`)}</span>
          </ButtonLink>
        );
      })}
      {service ? <span className={styles.service}>{service}</span> : null}
    </nav>
  );
}
