import { LIMITS, type RecentGamesRequest, recentGamesSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { CLIENT_FIELDS, catalogKeys } from './catalog-keys';

/** `POST /wps/relay/GCS_recentGame` (token): every recently played game the server keeps, newest first. */
export function getRecentGames(signal?: AbortSignal) {
  const body: RecentGamesRequest = { ...CLIENT_FIELDS, pageNo: 1, pageSize: LIMITS.recentGamesKept };
  return apiSend('POST', '/wps/relay/GCS_recentGame', body, recentGamesSchema, { signal });
}

/**
 * The member's recent games (all the server keeps, at most 60): home's six, the recent filter of a
 * lobby and /recent read this one list; a launch refreshes it.
 */
export function useRecentGames(options: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  const session = useSession();
  return useQuery({
    queryKey: catalogKeys.recent(session.token, i18n.language),
    queryFn: ({ signal }) => getRecentGames(signal),
    enabled: (options.enabled ?? true) && session.token !== null && !session.isTrial,
    staleTime: 60_000,
  });
}
