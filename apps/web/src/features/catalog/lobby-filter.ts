import { CLASSIFY_ALL, type Game, type GameCategory, LIMITS } from '@fortuna/shared';

/**
 * Where a lobby's games come from: the whole catalogue page by page (`ALL`), or one of the filter
 * icons — hot, favourite, recent (spec §3 game select types) — whose lists are filtered here.
 */
export type LobbySource = 'ALL' | 'HOT' | 'FAV' | 'RECENT';
const SOURCES: readonly LobbySource[] = ['ALL', 'HOT', 'FAV', 'RECENT'];

/** A lobby's state, kept in the URL so back, forward, reload and shared links keep it. */
export type LobbyState = {
  vendor: string | null;
  classify: string;
  search: string;
  page: number;
  source: LobbySource;
  /** The slots filters of spec §9 (the RNG lobby): minimum bet 1 or more, 25 lines (or ways) or more. */
  minBet?: boolean;
  lines?: boolean;
};

/** What the slots filter chips ask the server for. */
export const SLOT_FILTERS = { minBetAtLeast: '1', linesAtLeast: 25 } as const;

/** The query parameters of a lobby; `vassalage` is the spec's (`/rng?vassalage=REF`). */
export const LOBBY_PARAMS = {
  vendor: 'vassalage',
  classify: 'classify',
  search: 'q',
  page: 'page',
  source: 'filter',
  minBet: 'minBet',
  lines: 'lines',
} as const;

/** Reads a lobby's state from its URL, ignoring what is malformed. */
export function readLobbyState(params: URLSearchParams): LobbyState {
  const vendor = params.get(LOBBY_PARAMS.vendor)?.trim().toUpperCase() || null;
  const classify = params.get(LOBBY_PARAMS.classify)?.trim().toUpperCase() || CLASSIFY_ALL;
  const page = Number.parseInt(params.get(LOBBY_PARAMS.page) ?? '', 10);
  const source = params.get(LOBBY_PARAMS.source)?.toUpperCase() as LobbySource | undefined;
  return {
    vendor: vendor && /^[A-Z0-9_]{1,20}$/.test(vendor) ? vendor : null,
    classify: /^[A-Z0-9_]{1,32}$/.test(classify) ? classify : CLASSIFY_ALL,
    search: (params.get(LOBBY_PARAMS.search) ?? '').slice(0, LIMITS.gameSearchMaxLength),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    source: source && SOURCES.includes(source) ? source : 'ALL',
    // Only when on: a lobby without the slots filters keeps the state it always had.
    ...(params.get(LOBBY_PARAMS.minBet) === SLOT_FILTERS.minBetAtLeast ? { minBet: true } : {}),
    ...(params.get(LOBBY_PARAMS.lines) === String(SLOT_FILTERS.linesAtLeast) ? { lines: true } : {}),
  };
}

/**
 * The URL parameters after a change of lobby state: defaults are left out, other parameters (the
 * home's `category`) are kept, and any change but the page itself goes back to page 1.
 */
export function writeLobbyState(params: URLSearchParams, change: Partial<LobbyState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null | undefined, fallback?: string) => {
    if (value === null || value === undefined || value === '' || value === fallback) next.delete(name);
    else next.set(name, value);
  };
  if ('vendor' in change) set(LOBBY_PARAMS.vendor, change.vendor);
  if ('classify' in change) set(LOBBY_PARAMS.classify, change.classify, CLASSIFY_ALL);
  if ('search' in change) set(LOBBY_PARAMS.search, change.search);
  if ('source' in change) set(LOBBY_PARAMS.source, change.source?.toLowerCase(), 'all');
  if ('minBet' in change) set(LOBBY_PARAMS.minBet, change.minBet ? SLOT_FILTERS.minBetAtLeast : null);
  if ('lines' in change) set(LOBBY_PARAMS.lines, change.lines ? String(SLOT_FILTERS.linesAtLeast) : null);
  if ('page' in change) set(LOBBY_PARAMS.page, change.page === undefined ? undefined : String(change.page), '1');
  else next.delete(LOBBY_PARAMS.page);
  return next;
}

/** Removes every lobby parameter (a new category starts with a clean lobby). */
export function clearLobbyState(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(LOBBY_PARAMS)) next.delete(name);
  return next;
}

/** Whether a game's name matches a search: trimmed (spec §5), ignoring case. */
export function matchesSearch(game: Pick<Game, 'gameName'>, search: string): boolean {
  const text = search.trim().toLocaleLowerCase();
  return text === '' || game.gameName.toLocaleLowerCase().includes(text);
}

/** The games of a client-side list (hot, favourite, recent) that pass a lobby's filters. */
export function filterGames<G extends Game>(
  games: readonly G[],
  filter: { category?: GameCategory | undefined; vendor?: string | null; classify?: string; search?: string },
): G[] {
  return games.filter(
    (game) =>
      (!filter.category || game.gameType === filter.category) &&
      (!filter.vendor || game.vassalage === filter.vendor) &&
      (!filter.classify || filter.classify === CLASSIFY_ALL || game.gameClassify === filter.classify) &&
      matchesSearch(game, filter.search ?? ''),
  );
}

/** One page of a client-side list, with the page clamped into range. */
export function pageOf<G>(
  games: readonly G[],
  page: number,
  size: number = LIMITS.lobbyPageSize,
): { games: G[]; page: number; totalPages: number } {
  const totalPages = Math.ceil(games.length / size);
  const current = Math.min(Math.max(1, page), Math.max(1, totalPages));
  return { games: games.slice((current - 1) * size, current * size), page: current, totalPages };
}

/**
 * Spec §9: a home section shows six games, and the hot list is trimmed to six when it has more than
 * twelve. Which six the spec does not say: they are taken from the categories in turn (in the
 * list's order), so the hot row is not a copy of the first category's row below it.
 */
export function homeHotGames<G extends Pick<Game, 'gameType'>>(games: readonly G[]): G[] {
  if (games.length <= LIMITS.hotListTrimAbove) return [...games];
  const byCategory = new Map<string, G[]>();
  for (const game of games) byCategory.set(game.gameType, [...(byCategory.get(game.gameType) ?? []), game]);
  const picked: G[] = [];
  for (let round = 0; picked.length < LIMITS.homeSectionSize; round += 1) {
    const before = picked.length;
    for (const list of byCategory.values()) {
      const game = list[round];
      if (game && picked.length < LIMITS.homeSectionSize) picked.push(game);
    }
    if (picked.length === before) break;
  }
  return picked;
}
