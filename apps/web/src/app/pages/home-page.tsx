import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameStart } from '../../features/catalog/hooks/use-game-start';
import { BannerCarousel } from '../../features/content/components/banner-carousel';
import { NoticeMarquee } from '../../features/content/components/notice-marquee';
import { lazyNamed } from '../../lib/lazy-named';
import { useSiteConfig } from '../../lib/site-config';
import { largestPaintDone, whenIdle } from '../../lib/when-idle';
import { Skeleton } from '../../ui/skeleton';
import { prefetchShellRoutes } from '../shell-routes-loader';
import styles from './home-page.module.css';

/**
 * Under the banners: the game lobby (whose games are fetched meanwhile) and, below the fold, the
 * winners' board load after the first paint, in parallel with their data.
 */
const HomeLobby = lazyNamed(() => import('../../features/catalog/components/home-lobby'), 'HomeLobby');
const WinnerBoard = lazyNamed(() => whenIdle().then(() => import('../../features/content/components/winner-board')), 'WinnerBoard');

function HomeLobbySkeleton() {
  return (
    <div className={styles.lobbyPlaceholder} aria-hidden="true">
      <Skeleton className={styles.lobbyMenu} />
      <Skeleton className={styles.lobbyRow} />
      <Skeleton className={styles.lobbyRow} />
    </div>
  );
}

/** Home (/, /index, /index.html, /home, and under the /login, /register and /help popups). */
export function HomePage() {
  const { t } = useTranslation();
  const { merchant } = useSiteConfig();
  const { startById } = useGameStart();
  // The other pages' route table, once home has painted and the browser is idle.
  useEffect(() => prefetchShellRoutes(), []);
  // The lobby (its code, its calls, its rendering) waits for the banners, the largest paint: on a
  // busy machine they would otherwise compete for the same cores. A second at most. What loads when
  // idle (side menu sections, footer, winners) waits for the same moment (lib/when-idle.ts).
  const [bannersShown, setBannersShown] = useState(false);
  const showLobby = useCallback(() => {
    setBannersShown(true);
    largestPaintDone();
  }, []);
  useEffect(() => {
    const timer = setTimeout(showLobby, 1000);
    return () => clearTimeout(timer);
  }, [showLobby]);
  return (
    <div data-testid="home-page">
      <h1 className="sr-only">{t('home.heading', { name: merchant.name })}</h1>
      <BannerCarousel group="w_home" onGameLink={startById} onShown={showLobby} />
      <NoticeMarquee />
      {bannersShown ? (
        <Suspense fallback={<HomeLobbySkeleton />}>
          <HomeLobby />
        </Suspense>
      ) : (
        <HomeLobbySkeleton />
      )}
      <Suspense fallback={null}>
        <WinnerBoard />
      </Suspense>
    </div>
  );
}
