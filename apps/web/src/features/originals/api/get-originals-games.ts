import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { answer, originalsKeys } from './originals-keys';

/** `GET /wps/originals/games`: the in-house games with their limits (guests too). */
export function getOriginalsGames(signal?: AbortSignal) {
  return apiGet('/wps/originals/games', answer.games, { signal });
}

export function useOriginalsGames() {
  return useQuery({ queryKey: originalsKeys.games, queryFn: ({ signal }) => getOriginalsGames(signal), staleTime: 5 * 60_000 });
}
