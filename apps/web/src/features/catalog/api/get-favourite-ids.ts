import { type FavouriteIds, favouriteIdsSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { CLIENT_FIELDS, catalogKeys } from './catalog-keys';

/** `POST /wps/relay/MCSFE_getFavoriteGames` (token): the ids of every favourite, newest first. */
export function getFavouriteIds(signal?: AbortSignal) {
  return apiSend('POST', '/wps/relay/MCSFE_getFavoriteGames', { ...CLIENT_FIELDS }, favouriteIdsSchema, { signal });
}

const toSet = (value: FavouriteIds): ReadonlySet<number> => new Set(value.favGameIds);

/**
 * The member's favourite game ids as a set, for the star on every game card; undefined until
 * loaded. Idle for a guest and for a trial account (the server keeps favourites for real accounts only).
 */
export function useFavouriteIds(): ReadonlySet<number> | undefined {
  const session = useSession();
  const query = useQuery({
    queryKey: catalogKeys.favouriteIds(session.token),
    queryFn: ({ signal }) => getFavouriteIds(signal),
    enabled: session.token !== null && !session.isTrial,
    select: toSet,
    staleTime: 5 * 60_000,
  });
  return query.data;
}
