import { MODULE_IDS } from '@fortuna/shared';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named';
import { isModuleEnabled } from '../../lib/modules';
import { useRestrictedAction } from '../../lib/popups';
import { useToken } from '../../lib/session';
import { useSiteConfig } from '../../lib/site-config';
import { whenIdle } from '../../lib/when-idle';
import { BrandLogo } from '../../ui/brand-logo';
import { Button } from '../../ui/button';
import { trapTab } from '../../ui/focus';
import { Icon, type IconName } from '../../ui/icons';
import { NoticeMenu } from './notice-menu';
import styles from './side-menu.module.css';
import { ThemeToggle } from './theme-toggle';

// Below the links: promotions, app QR codes, customer service and the language, once the first paint is done.
const SideMenuSections = lazyNamed(() => whenIdle().then(() => import('./side-menu-sections')), 'SideMenuSections');
// A member's badges (guests have none).
const UnreadBadge = lazyNamed(() => import('../../features/messages/components/unread-badge'), 'UnreadBadge');
const RewardBadge = lazyNamed(() => import('../../features/promotions/components/reward-badge'), 'RewardBadge');

type SideMenuProps = { isPhone: boolean; open: boolean; onClose: () => void };
type SideLink = { key: string; to: string; icon: IconName };

function navClass({ isActive }: { isActive: boolean }) {
  return [styles.navLink, isActive && styles.active].filter(Boolean).join(' ');
}

/**
 * The side menu: home, rewards, VIP bonus, manual rebate (when the module is on), promotions, app
 * QR codes, customer service and the language. On phones it is a drawer opened from the header.
 */
export function SideMenu({ isPhone, open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const guard = useRestrictedAction();
  const ref = useRef<HTMLElement>(null);
  const drawer = isPhone;
  const hidden = drawer && !open;
  const token = useToken();

  const links: SideLink[] = [
    { key: 'side.home', to: '/', icon: 'Home' },
    { key: 'side.reward_centre', to: '/member#reward', icon: 'Gift' },
    // VIP bonus and manual rebate: their areas' entries (issue 19, other helpers) keep these places.
    { key: 'side.vip_bonus', to: '/member#vip', icon: 'Crown' },
  ];
  if (isModuleEnabled(config.whitelabel, MODULE_IDS.manualRebate)) {
    links.push({ key: 'side.manual_rebate', to: '/member#rebate', icon: 'Rebate' });
  }
  if (token) links.push({ key: 'messages.side_link', to: '/member#messages', icon: 'Mail' });

  useEffect(() => {
    if (!drawer || !open) return;
    const panel = ref.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (panel) trapTab(event, panel);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, [drawer, open, onClose]);

  return (
    <>
      <aside
        ref={ref}
        id="side-menu"
        data-testid="side-menu"
        className={[styles.side, open && styles.open].filter(Boolean).join(' ')}
        aria-label={t('side.label')}
        inert={hidden}
        tabIndex={drawer ? -1 : undefined}
      >
        {drawer ? (
          <div className={styles.head}>
            <BrandLogo />
            <div className={styles.headActions}>
              <NoticeMenu />
              <ThemeToggle />
              <Button variant="ghost" iconOnly aria-label={t('header.close_menu')} onClick={onClose}>
                <Icon.Close size={20} />
              </Button>
            </div>
          </div>
        ) : null}

        <ul className={styles.nav}>
          {links.map((link) => {
            const Glyph = Icon[link.icon];
            return (
              <li key={link.key}>
                {link.to === '/' ? (
                  <NavLink to={link.to} end className={navClass}>
                    <Glyph size={20} className={styles.navIcon} />
                    {t(link.key)}
                  </NavLink>
                ) : (
                  // The member centre's sections need a real account (spec §6): guests log in, trial accounts are told.
                  <Link
                    to={link.to}
                    className={styles.navLink}
                    onClick={(event) => {
                      if (!guard('realAccount')) event.preventDefault();
                    }}
                  >
                    <Glyph size={20} className={styles.navIcon} />
                    {t(link.key)}
                    {token ? (
                      <Suspense fallback={null}>
                        {link.to === '/member#messages' ? <UnreadBadge testId="side-messages-badge" /> : null}
                        {link.to === '/member#reward' ? <RewardBadge testId="side-reward-badge" /> : null}
                      </Suspense>
                    ) : null}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>

        <Suspense fallback={null}>
          <SideMenuSections onNavigate={drawer ? onClose : undefined} />
        </Suspense>
      </aside>
      {drawer && open ? <div className={styles.backdrop} onClick={onClose} aria-hidden="true" /> : null}
    </>
  );
}
