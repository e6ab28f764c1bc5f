import { type GameCategory, type GameListRequest, gameListSchema, LIMITS } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../../lib/api';
import { CLIENT_FIELDS, catalogKeys } from './catalog-keys';

/** The lobby filters of one page of games; `gameName` is trimmed by the server too. */
export type GameListFilter = {
  gameType?: GameCategory | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  /** Slots filters (spec §9): minimum bet at least this amount, lines or ways at least this many. */
  minBetAtLeast?: string | undefined;
  linesAtLeast?: number | undefined;
  pageNo: number;
  pageSize?: number;
};

/** `POST /wps/relay/GCSGAME_gameList`: one page of a lobby (18 a page unless told). */
export function getGameList(filter: GameListFilter, signal?: AbortSignal) {
  const body: GameListRequest = {
    ...CLIENT_FIELDS,
    gameType: filter.gameType ?? '',
    vassalage: filter.vassalage ?? '',
    gameClassify: filter.gameClassify ?? '',
    gameName: filter.gameName?.trim() ?? '',
    pageNo: filter.pageNo,
    pageSize: filter.pageSize ?? LIMITS.lobbyPageSize,
    ...(filter.minBetAtLeast ? { minBetAtLeast: filter.minBetAtLeast } : {}),
    ...(filter.linesAtLeast ? { linesAtLeast: filter.linesAtLeast } : {}),
  };
  return apiSend('POST', '/wps/relay/GCSGAME_gameList', body, gameListSchema, { signal });
}

/**
 * A page of games in the current language. The previous page stays on screen while the next loads,
 * so paging and filtering never flash an empty grid.
 */
export function useGameList(filter: GameListFilter, options: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: catalogKeys.gameList(i18n.language, filter),
    queryFn: ({ signal }) => getGameList(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    enabled: options.enabled ?? true,
  });
}
