import { hotGamesSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../../lib/api';
import { CLIENT_FIELDS, catalogKeys } from './catalog-keys';

/** `POST /wps/relay/GCSGAME_hotGamesV2`: every hot game, in lobby order. */
export function getHotGames(signal?: AbortSignal) {
  return apiSend('POST', '/wps/relay/GCSGAME_hotGamesV2', { ...CLIENT_FIELDS }, hotGamesSchema, { signal });
}

/**
 * The hot games, loaded once and kept until the language changes (spec §9 "Hot games cached in
 * session until language change"). Kept in the page's query cache, not in session storage: logout
 * clears session storage to the merchant alone (spec §4), and the list is the same for everyone.
 */
export function useHotGames(options: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: catalogKeys.hot(i18n.language),
    queryFn: ({ signal }) => getHotGames(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    enabled: options.enabled ?? true,
  });
}
