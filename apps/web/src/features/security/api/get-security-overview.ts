import { securityOverviewSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { securityKeys } from './security-keys';

/** `GET /wps/security` (token): two-factor state, masked mobile and email, the operator's new-address methods. */
export function useSecurityOverview() {
  return useQuery({
    queryKey: securityKeys.overview,
    queryFn: ({ signal }) => apiGet('/wps/security', securityOverviewSchema, { signal }),
  });
}
