import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { answer, originalsKeys } from './originals-keys';

/** `GET /wps/originals/:code/state` (token): the game, the member's seed pair, an open round, the balance. */
export function getOriginalsState(code: string, signal?: AbortSignal) {
  return apiGet(`/wps/originals/${encodeURIComponent(code)}/state`, answer.state, { signal });
}

export function useOriginalsState(code: string) {
  return useQuery({ queryKey: useMoneyKey(...originalsKeys.state(code)), queryFn: ({ signal }) => getOriginalsState(code, signal) });
}
