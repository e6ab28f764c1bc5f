import { CLASSIFY_ALL, type Game, type GameCategory } from '@fortuna/shared';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useFavouriteList } from '../api/get-favourite-list';
import { useGameList } from '../api/get-game-list';
import { useHotGames } from '../api/get-hot-games';
import { useRecentGames } from '../api/get-recent-games';
import { filterGames, type LobbyState, pageOf, SLOT_FILTERS } from '../lobby-filter';

/** One page of a lobby, whichever list it comes from. */
export type LobbyGames = {
  games: Game[];
  page: number;
  totalPages: number;
  total: number;
  isPending: boolean;
  /** A new page or filter is loading while the previous one stays on screen. */
  isFetching: boolean;
  error: unknown;
  retry: () => void;
};

/**
 * The games a lobby shows for its state: the catalogue page by page from the server, or the hot,
 * favourite or recent list (each one call for every lobby) filtered and paged here. A favourite
 * removed a moment ago leaves the favourite list at once, before the server's list catches up.
 */
export function useLobbyGames(category: GameCategory | undefined, state: LobbyState): LobbyGames {
  const classify = state.classify === CLASSIFY_ALL ? undefined : state.classify;
  const catalogue = useGameList(
    {
      gameType: category,
      vassalage: state.vendor ?? undefined,
      gameClassify: classify,
      gameName: state.search.trim() || undefined,
      minBetAtLeast: state.minBet ? SLOT_FILTERS.minBetAtLeast : undefined,
      linesAtLeast: state.lines ? SLOT_FILTERS.linesAtLeast : undefined,
      pageNo: state.page,
    },
    { enabled: state.source === 'ALL' },
  );
  const hot = useHotGames({ enabled: state.source === 'HOT' });
  const favourites = useFavouriteList({ enabled: state.source === 'FAV' });
  const recent = useRecentGames({ enabled: state.source === 'RECENT' });
  const favouriteIds = useFavouriteIds();

  if (state.source === 'ALL') {
    return {
      games: catalogue.data?.games ?? [],
      page: state.page,
      totalPages: catalogue.data?.totalPages ?? 0,
      total: catalogue.data?.total ?? 0,
      isPending: catalogue.isPending,
      isFetching: catalogue.isFetching,
      error: catalogue.error,
      retry: () => void catalogue.refetch(),
    };
  }

  const source = state.source === 'HOT' ? hot : state.source === 'FAV' ? favourites : recent;
  let list: Game[] = [];
  if (state.source === 'HOT') list = hot.data?.games ?? [];
  else if (state.source === 'FAV') list = (favourites.data?.content ?? []).filter((game) => favouriteIds?.has(game.nodeId) ?? true);
  else list = recent.data?.list ?? [];
  const filtered = filterGames(list, { category, vendor: state.vendor, classify: state.classify, search: state.search });
  const paged = pageOf(filtered, state.page);
  return {
    games: paged.games,
    page: paged.page,
    totalPages: paged.totalPages,
    total: filtered.length,
    isPending: source.isPending,
    isFetching: source.isFetching,
    error: source.error,
    retry: () => void source.refetch(),
  };
}
