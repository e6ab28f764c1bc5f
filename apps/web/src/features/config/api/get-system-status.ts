import { systemStatusSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

/** Query key of the system status. */
export const systemStatusQueryKey = ['system', 'status'] as const;

/** `GET /wps/system/status`: 0 normal, 1 maintenance, 2 region blocked (spec §4). */
export function getSystemStatus(signal?: AbortSignal) {
  return apiGet('/wps/system/status', systemStatusSchema, { signal });
}

/** The system status; decides whether the site, the maintenance screen or the region block shows. */
export function useSystemStatus() {
  return useQuery({
    queryKey: systemStatusQueryKey,
    queryFn: ({ signal }) => getSystemStatus(signal),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}
