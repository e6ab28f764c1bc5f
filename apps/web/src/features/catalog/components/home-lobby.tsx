import { GAME_CATEGORIES, type GameCategory, MENU_CATEGORIES } from '@fortuna/shared';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { categoriesWithVendors, useGameMenus } from '../../../lib/game-menus';
import { lazyNamed } from '../../../lib/lazy-named';
import { useRestrictedAction } from '../../../lib/popups';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { type TabItem, Tabs, tabId, tabPanelId } from '../../../ui/tabs';
import { CategoryIcon, type HomeMenuKey } from './category-icon';
import { GameGridSkeleton } from './game-grid';
import styles from './home-lobby.module.css';
import { CategorySection, HotSection, RecentSection } from './home-sections';

// HOME's sections come with the home page; FAV, HOT and a category's lobby load when picked.
const FavouritesPanel = lazyNamed(() => import('./home-panels'), 'FavouritesPanel');
const HotPanel = lazyNamed(() => import('./home-panels'), 'HotPanel');
const GameLobby = lazyNamed(() => import('./game-lobby'), 'GameLobby');

type MenuKey = HomeMenuKey | GameCategory;
const ID_BASE = 'home-category';

function parseCategory(raw: string | null): MenuKey {
  if (raw === 'FAV' || raw === 'HOT') return raw;
  return (GAME_CATEGORIES as readonly string[]).includes(raw ?? '') ? (raw as GameCategory) : 'HOME';
}

function LoadingSections() {
  return (
    <>
      {['a', 'b'].map((key) => (
        <div key={key} className={styles.section} aria-hidden="true">
          <Skeleton className={styles.skeletonTitle} />
          <GameGridSkeleton />
        </div>
      ))}
    </>
  );
}

/**
 * The home game menu (spec §2, §4 "current game type"): HOME, FAV, HOT and the server categories
 * that have vendors; the choice is `?category=` (default HOME). HOME shows recent games, hot games
 * and a section per category with six games and More; FAV needs login; a category opens its lobby here.
 */
export function HomeLobby() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const guard = useRestrictedAction();
  const menus = useGameMenus();
  const categories = categoriesWithVendors(menus.data);
  const current = parseCategory(params.get('category'));

  const items: TabItem<MenuKey>[] = [
    ...MENU_CATEGORIES.map((key) => ({ id: key, label: t(`category.${key}`), icon: <CategoryIcon category={key} size={16} /> })),
    ...categories.map((menu) => ({
      id: menu.gameCategory,
      label: t(`category.${menu.gameCategory}`),
      icon: <CategoryIcon category={menu.gameCategory} size={16} />,
    })),
  ];

  // A new category starts with a clean lobby: its filters are the old category's.
  const select = (key: MenuKey) => {
    const apply = () => setParams(key === 'HOME' ? {} : { category: key }, { preventScrollReset: true });
    if (key === 'FAV') guard('realAccount', apply);
    else apply();
  };

  let panel: ReactNode;
  if (current === 'FAV') panel = <FavouritesPanel />;
  else if (current === 'HOT') panel = <HotPanel />;
  else if (menus.isPending) panel = <LoadingSections />;
  else if (menus.isError && !menus.data) panel = <ErrorState error={menus.error} onRetry={() => void menus.refetch()} />;
  else if (current === 'HOME') {
    panel =
      categories.length === 0 ? (
        <EmptyState icon="Gamepad" title={t('lobby.none_title')} text={t('lobby.none_text')} />
      ) : (
        <>
          <RecentSection />
          <HotSection onMore={() => select('HOT')} />
          {categories.map((menu) => (
            <CategorySection key={menu.gameCategory} menu={menu} />
          ))}
        </>
      );
  } else {
    const menu = categories.find((entry) => entry.gameCategory === current);
    panel = menu ? (
      <GameLobby key={menu.gameCategory} menu={menu} />
    ) : (
      <EmptyState icon="Gamepad" title={t('lobby.category_empty_title')} text={t('lobby.category_empty_text')} />
    );
  }

  return (
    <div className={styles.lobby} data-testid="home-lobby">
      <div className={styles.menu}>
        <Tabs items={items} value={current} onChange={select} label={t('category.menu_label')} idBase={ID_BASE} variant="pills" />
      </div>
      <div className={styles.panel} role="tabpanel" id={tabPanelId(ID_BASE, current)} aria-labelledby={tabId(ID_BASE, current)}>
        <Suspense fallback={<LoadingSections />}>{panel}</Suspense>
      </div>
    </div>
  );
}
