import { GAME_CATEGORIES, type GameCategory, type GameMenu, gameMenusSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from './api';

/**
 * The game menus' query key (the catalogue's key family, `catalogKeys.menus`). The menus live here
 * rather than in the catalogue feature because the shell, the wallet's betting record and the
 * agent's reports all need to know which categories have games.
 */
export const gameMenusKey = (language: string) => ['catalog', 'game-menus', language] as const;

/** `GET /lgw/games/game_menus`: game categories with their vendors and classify tabs. */
export function getGameMenus(signal?: AbortSignal) {
  return apiGet('/lgw/games/game_menus', gameMenusSchema, { signal });
}

/** The game menus in the current language. */
export function useGameMenus() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: gameMenusKey(i18n.language),
    queryFn: ({ signal }) => getGameMenus(signal),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
}

/** The categories that have at least one vendor: the only ones the nav, menus and footer show. */
export function categoriesWithVendors(menus: readonly GameMenu[] | undefined): GameMenu[] {
  return (menus ?? []).filter((menu) => menu.vendors.length > 0);
}

/**
 * The categories a record's filter offers: those with vendors, in the catalogue's order (none
 * until the menus have loaded, so a category without games never flashes up).
 */
export function useCategoriesWithGames(): GameCategory[] {
  const available = new Set(categoriesWithVendors(useGameMenus().data).map((menu) => menu.gameCategory));
  return GAME_CATEGORIES.filter((category) => available.has(category));
}
