import type { GameCategory } from '@fortuna/shared';
import { type ReactNode, Suspense } from 'react';
import { SPORTSBOOK_VENDOR } from '../../lib/game-host';
import { categoriesWithVendors, useGameMenus } from '../../lib/game-menus';
import { CenteredSpinner } from '../../ui/spinner';

/**
 * A category the house book serves (SPORTS, ESPORTS, COCKFIGHT; issue 23): the book's own page when
 * the site lists vendor FSB there, else the category's vendor game lobby (`lobby`), so a site that
 * runs an outside sportsbook instead keeps its game list.
 */
export function BookCentre({ category, book, lobby }: { category: GameCategory; book: ReactNode; lobby: ReactNode }) {
  const menus = useGameMenus();
  if (menus.isPending) return <CenteredSpinner />;
  const menu = categoriesWithVendors(menus.data).find((entry) => entry.gameCategory === category);
  const hasBook = menu?.vendors.some((vendor) => vendor.vendor === SPORTSBOOK_VENDOR) ?? false;
  return <Suspense fallback={<CenteredSpinner />}>{hasBook ? book : lobby}</Suspense>;
}
