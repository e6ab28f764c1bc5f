import { whitelabelSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

/** Query key of the whitelabel configuration. */
export const whitelabelQueryKey = ['system', 'whitelabel'] as const;

/** `GET /wps/system/whitelabel`: merchant, modules, resources, service links, CDNs (spec §3). */
export function getWhitelabel(signal?: AbortSignal) {
  return apiGet('/wps/system/whitelabel', whitelabelSchema, { signal });
}

/** The whitelabel configuration of this host's merchant. */
export function useWhitelabel() {
  return useQuery({
    queryKey: whitelabelQueryKey,
    queryFn: ({ signal }) => getWhitelabel(signal),
    staleTime: 10 * 60_000,
  });
}
