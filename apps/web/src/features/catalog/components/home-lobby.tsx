import { GAME_CATEGORIES, type GameCategory, type GameMenu, LIMITS } from '@fortuna/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CATEGORY_ROUTES, categoryHref } from '../../../lib/category-routes';
import { usePopups, useRestrictedAction } from '../../../lib/popups';
import { useToken } from '../../../lib/session';
import { Button, ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { type TabItem, Tabs, tabId, tabPanelId } from '../../../ui/tabs';
import { categoriesWithVendors, useGameMenus } from '../api/get-game-menus';
import { CategoryIcon, type HomeMenuKey } from './category-icon';
import styles from './home-lobby.module.css';
import { type MenuVendor, VendorGrid, VendorGridSkeleton } from './vendor-tile';

type MenuKey = HomeMenuKey | GameCategory;
const ID_BASE = 'home-category';

function parseCategory(raw: string | null): MenuKey {
  if (raw === 'FAV' || raw === 'HOT') return raw;
  return (GAME_CATEGORIES as readonly string[]).includes(raw ?? '') ? (raw as GameCategory) : 'HOME';
}

/** Picking a vendor: a guest gets the login popup; a member goes to the vendor's lobby (launch comes later). */
function useVendorSelect() {
  const navigate = useNavigate();
  const guard = useRestrictedAction();
  return (category: GameCategory, vendor: MenuVendor) => guard('member', () => navigate(categoryHref(category, vendor.vendor)));
}

function CategorySection({ menu, limit }: { menu: GameMenu; limit?: number }) {
  const { t } = useTranslation();
  const selectVendor = useVendorSelect();
  const vendors = limit ? menu.vendors.slice(0, limit) : menu.vendors;
  const route = CATEGORY_ROUTES[menu.gameCategory];
  const headingId = `home-section-${menu.gameCategory}`;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <span className={styles.sectionIcon}>
          <CategoryIcon category={menu.gameCategory} size={18} />
        </span>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t(`category.${menu.gameCategory}`, { defaultValue: menu.title })}
          <span className={styles.count}>{t('lobby.vendor_count', { count: menu.vendors.length })}</span>
        </h2>
        {limit ? (
          <ButtonLink
            to={route}
            variant="ghost"
            size="sm"
            aria-label={t('lobby.more_of', { category: t(`category.${menu.gameCategory}`) })}
          >
            {t('common.more')}
            <Icon.ChevronRight size={16} />
          </ButtonLink>
        ) : null}
      </div>
      <VendorGrid vendors={vendors} onSelect={(vendor) => selectVendor(menu.gameCategory, vendor)} />
    </section>
  );
}

function LoadingSections() {
  return (
    <div className={styles.panel} aria-busy="true">
      {['a', 'b'].map((key) => (
        <div key={key} className={styles.section}>
          <Skeleton className={styles.skeletonTitle} />
          <VendorGridSkeleton />
        </div>
      ))}
    </div>
  );
}

function ComingSoon({ icon }: { icon: 'Star' | 'Flame' }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <EmptyState icon={icon} title={t('common.coming_soon')} text={t('common.coming_soon_text')} />
    </div>
  );
}

function FavouritesPanel() {
  const { t } = useTranslation();
  const token = useToken();
  const { openPopup } = usePopups();
  if (token) return <ComingSoon icon="Star" />;
  return (
    <div className={styles.card}>
      <EmptyState
        icon="Star"
        title={t('lobby.fav_login_title')}
        text={t('lobby.fav_login_text')}
        action={
          <Button variant="primary" onClick={() => openPopup('login')}>
            {t('header.login')}
          </Button>
        }
      />
    </div>
  );
}

/**
 * The home game menu (spec §2): HOME, FAV, HOT and the server categories that have vendors. HOME
 * shows a section per category with up to 6 vendors and a More button; FAV needs login.
 */
export function HomeLobby() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const guard = useRestrictedAction();
  const menus = useGameMenus();
  const categories = categoriesWithVendors(menus.data);
  const current = parseCategory(params.get('category'));

  const items: TabItem<MenuKey>[] = [
    ...(['HOME', 'FAV', 'HOT'] as const).map((key) => ({
      id: key,
      label: t(`category.${key}`),
      icon: <CategoryIcon category={key} size={16} />,
    })),
    ...categories.map((menu) => ({
      id: menu.gameCategory,
      label: t(`category.${menu.gameCategory}`),
      icon: <CategoryIcon category={menu.gameCategory} size={16} />,
    })),
  ];

  const select = (key: MenuKey) => {
    const apply = () => setParams(key === 'HOME' ? {} : { category: key }, { preventScrollReset: true });
    if (key === 'FAV') guard('member', apply);
    else apply();
  };

  let panel: ReactNode;
  if (current === 'FAV') panel = <FavouritesPanel />;
  else if (current === 'HOT') panel = <ComingSoon icon="Flame" />;
  else if (menus.isPending) panel = <LoadingSections />;
  else if (menus.isError) panel = <ErrorState error={menus.error} onRetry={() => void menus.refetch()} />;
  else if (current === 'HOME') {
    panel =
      categories.length === 0 ? (
        <EmptyState icon="Gamepad" title={t('lobby.none_title')} text={t('lobby.none_text')} />
      ) : (
        categories.map((menu) => <CategorySection key={menu.gameCategory} menu={menu} limit={LIMITS.homeSectionSize} />)
      );
  } else {
    const menu = categories.find((entry) => entry.gameCategory === current);
    panel = menu ? (
      <CategorySection menu={menu} />
    ) : (
      <EmptyState icon="Gamepad" title={t('lobby.category_empty_title')} text={t('lobby.category_empty_text')} />
    );
  }

  return (
    <div className={styles.lobby}>
      <div className={styles.menu}>
        <Tabs items={items} value={current} onChange={select} label={t('category.menu_label')} idBase={ID_BASE} variant="pills" />
      </div>
      <div className={styles.panel} role="tabpanel" id={tabPanelId(ID_BASE, current)} aria-labelledby={tabId(ID_BASE, current)}>
        {panel}
      </div>
    </div>
  );
}
