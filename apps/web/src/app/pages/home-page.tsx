import { useTranslation } from 'react-i18next';
import { HomeLobby } from '../../features/catalog/components/home-lobby';
import { useGameStart } from '../../features/catalog/hooks/use-game-start';
import { BannerCarousel } from '../../features/content/components/banner-carousel';
import { NoticeMarquee } from '../../features/content/components/notice-marquee';
import { WinnerBoard } from '../../features/content/components/winner-board';
import { useSiteConfig } from '../../lib/site-config';

/** Home (/, /index, /index.html, /home, and under the /login, /register and /help popups). */
export function HomePage() {
  const { t } = useTranslation();
  const { merchant } = useSiteConfig();
  const { startById } = useGameStart();
  return (
    <div data-testid="home-page">
      <h1 className="sr-only">{t('home.heading', { name: merchant.name })}</h1>
      <BannerCarousel group="w_home" onGameLink={startById} />
      <NoticeMarquee />
      <HomeLobby />
      <WinnerBoard />
    </div>
  );
}
