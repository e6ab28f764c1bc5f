import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named';
import { useToken } from '../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { whenIdle } from '../../lib/when-idle';
import { CenteredSpinner } from '../../ui/spinner';
import { useDomainLanding } from '../domain-landing';
import { ScrollManager } from '../scroll-manager';
import { hidesSideMenu } from '../side-menu-visibility';
import { Header } from './header';
import styles from './shell.module.css';
import { SideMenu } from './side-menu';

// The footer is below the fold: it loads after the first paint.
const Footer = lazyNamed(() => whenIdle().then(() => import('./footer')), 'Footer');

const MAIN_ID = 'main-content';
/** Loaded after the shell: its texts register with i18n once it is set up, and guests never need it. */
const RedEnvelopeFloat = lazy(() =>
  import('../../features/red-envelopes/components/red-envelope-float').then((m) => ({ default: m.RedEnvelopeFloat })),
);

/** The player portal frame: header, side menu (a drawer on phones), page and footer. */
export function ShellLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const token = useToken();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const showSideMenu = !hidesSideMenu(pathname);
  useDomainLanding();

  // Navigating closes the drawer: adjusted during render, as React recommends, not in an effect.
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  return (
    <>
      <ScrollManager />
      <div className={styles.shell}>
        <a className={styles.skip} href={`#${MAIN_ID}`}>
          {t('app.skip_to_content')}
        </a>
        <Header compact={isPhone} showMenuButton={showSideMenu && isPhone} menuOpen={drawerOpen} onOpenMenu={() => setDrawerOpen(true)} />
        <div className={[styles.body, !showSideMenu && styles.noSide].filter(Boolean).join(' ')}>
          {showSideMenu ? <SideMenu isPhone={isPhone} open={drawerOpen} onClose={() => setDrawerOpen(false)} /> : null}
          <div className={styles.column}>
            <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
              <Suspense fallback={<CenteredSpinner />}>
                <Outlet />
              </Suspense>
            </main>
            <Suspense fallback={null}>
              <Footer />
            </Suspense>
          </div>
        </div>
        {token ? (
          <Suspense fallback={null}>
            <RedEnvelopeFloat />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
