import { type GameMenu, gameMenusSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api';
import { catalogKeys } from './catalog-keys';

/** `GET /lgw/games/game_menus`: game categories with their vendors and classify tabs. */
export function getGameMenus(signal?: AbortSignal) {
  return apiGet('/lgw/games/game_menus', gameMenusSchema, { signal });
}

/** The game menus in the current language. */
export function useGameMenus() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: catalogKeys.menus(i18n.language),
    queryFn: ({ signal }) => getGameMenus(signal),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
}

/** The categories that have at least one vendor: the only ones the nav, menus and footer show. */
export function categoriesWithVendors(menus: readonly GameMenu[] | undefined): GameMenu[] {
  return (menus ?? []).filter((menu) => menu.vendors.length > 0);
}
