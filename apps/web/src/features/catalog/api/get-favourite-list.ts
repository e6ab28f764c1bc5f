import { type FavouriteListRequest, favouriteListSchema, LIMITS } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { CLIENT_FIELDS, catalogKeys } from './catalog-keys';

/** `POST /wps/relay/MCSFE_getFavoriteGamesList` (token): favourites as games, newest first, 99 at once (spec §9). */
export function getFavouriteList(signal?: AbortSignal) {
  const body: FavouriteListRequest = { ...CLIENT_FIELDS, pageNum: 1, pageSize: LIMITS.favouriteFetch };
  return apiSend('POST', '/wps/relay/MCSFE_getFavoriteGamesList', body, favouriteListSchema, { signal });
}

/**
 * The member's favourites (the first 99, every category): FAV on home, the favourite filter of a
 * lobby and /favorite filter this one list, so a toggle refreshes them all at once.
 */
export function useFavouriteList(options: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  const session = useSession();
  return useQuery({
    queryKey: catalogKeys.favourites(session.token, i18n.language),
    queryFn: ({ signal }) => getFavouriteList(signal),
    enabled: (options.enabled ?? true) && session.token !== null && !session.isTrial,
    staleTime: 60_000,
  });
}
