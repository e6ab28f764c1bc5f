import type { GameCategory } from '@fortuna/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoriesWithVendors, useGameMenus } from '../../../lib/game-menus';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import { CATEGORY_ICON } from './category-icon';
import { GameGridSkeleton } from './game-grid';
import { GameLobby } from './game-lobby';
import styles from './lobby-page.module.css';

/** The game centres of spec §2 (one product per vendor): their vendors show as tiles. */
const GAME_CENTRES: readonly GameCategory[] = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'];

/**
 * A category's lobby page: a game centre (`/sports /esports /lott /elott`) or a game list centre
 * (`/live /fish /rng /pvp`; `/rng?vassalage=REF` opens with REF chosen). Both are the category's
 * {@link GameLobby}; a centre picks its vendor from tiles, a list centre from the dropdown.
 */
export function LobbyPage({
  category,
  inHouse,
}: {
  category: GameCategory;
  /** Extra content above the lobby for the vendors the category lists (the in-house lotteries' countdowns on /lott and /elott). */
  inHouse?: (vendors: readonly string[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const menu = categoriesWithVendors(menus.data).find((entry) => entry.gameCategory === category);
  const centre = GAME_CENTRES.includes(category);

  let body: ReactNode;
  if (menus.isPending) {
    body = (
      <div className={styles.loading} aria-busy="true">
        <Skeleton className={styles.toolbarSkeleton} />
        <GameGridSkeleton count={12} />
      </div>
    );
  } else if (menus.isError && !menu) {
    body = <ErrorState error={menus.error} onRetry={() => void menus.refetch()} />;
  } else if (!menu) {
    body = (
      <Card>
        <EmptyState icon={CATEGORY_ICON[category]} title={t('lobby.category_empty_title')} text={t('lobby.category_empty_text')} />
      </Card>
    );
  } else {
    body = (
      <>
        {inHouse?.(menu.vendors.map((vendor) => vendor.vendor))}
        <GameLobby menu={menu} vendorPicker={centre ? 'tiles' : 'dropdown'} />
      </>
    );
  }

  return (
    <div className={styles.page} data-testid={`lobby-page-${category}`}>
      <PageHeader
        title={t(`category.${category}`)}
        subtitle={centre ? t('lobby.centre_subtitle') : t('lobby.subtitle')}
        icon={CATEGORY_ICON[category]}
      />
      {body}
    </div>
  );
}
