import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../lib/lazy-named';
import { useToken } from '../../lib/session';
import { BrandLogo } from '../../ui/brand-logo';
import { Button, ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icons';
import styles from './header.module.css';
import { NoticeMenu } from './notice-menu';
import { ServiceMenu } from './service-menu';
import { ThemeToggle } from './theme-toggle';
import { TopNav } from './top-nav';

// A signed-in member's part of the header (mail, balance, account menu) loads only for members.
const MailButton = lazyNamed(() => import('../../features/messages/components/mail-button'), 'MailButton');
const AccountBar = lazyNamed(() => import('./account-bar'), 'AccountBar');

/** `compact` (phones): the notice, service and theme buttons move into the side menu drawer. */
type HeaderProps = { compact: boolean; showMenuButton: boolean; menuOpen: boolean; onOpenMenu: () => void };

/** The site header: logo, top navigation, notices, customer service, theme, and login/register or the account bar. */
export function Header({ compact, showMenuButton, menuOpen, onOpenMenu }: HeaderProps) {
  const { t } = useTranslation();
  const token = useToken();

  return (
    <header className={styles.header} data-testid="app-header">
      <div className={styles.bar}>
        <div className={styles.menu}>
          {showMenuButton ? (
            <Button
              variant="ghost"
              iconOnly
              aria-label={t('header.open_menu')}
              aria-controls="side-menu"
              aria-expanded={menuOpen}
              onClick={onOpenMenu}
            >
              <Icon.Menu size={22} />
            </Button>
          ) : null}
        </div>
        <div className={styles.brand}>
          <BrandLogo compact />
        </div>
        <div className={styles.nav}>
          <TopNav />
        </div>
        <div className={styles.actions}>
          {compact ? null : (
            <>
              <NoticeMenu />
              <ServiceMenu />
              <ThemeToggle />
              <span className={styles.divider} aria-hidden="true" />
            </>
          )}
          {token ? (
            <Suspense fallback={null}>
              <MailButton />
              <AccountBar compact={compact} />
            </Suspense>
          ) : (
            <>
              <ButtonLink to="/register" variant="outline" size="sm" className={styles.account}>
                {t('header.register')}
              </ButtonLink>
              <ButtonLink to="/login" variant="primary" size="sm" className={styles.account}>
                {t('header.login')}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
