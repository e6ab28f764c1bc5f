import { rgStateSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useToken } from '../../../lib/session';
import { rgKeys } from './rg-keys';

/** `GET /wps/member/rg` (token): limits with what the window used and left, pending changes, the reality-check interval, an exclusion. */
export function useRgState() {
  const token = useToken();
  return useQuery({
    queryKey: [...rgKeys.state, token],
    queryFn: ({ signal }) => apiGet('/wps/member/rg', rgStateSchema, { signal }),
    enabled: token !== null,
  });
}
