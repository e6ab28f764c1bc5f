import { activeSessionsSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { securityKeys } from './security-keys';

/** `GET /wps/security/sessions` (token): the member's live sessions, this one marked. */
export function useActiveSessions() {
  return useQuery({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => apiGet('/wps/security/sessions', activeSessionsSchema, { signal }),
  });
}
