import { memberInfoSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api';
import { storeMemberInfo, useToken } from './session';

/** Query key prefix of the member's own details; invalidating it refreshes header, balance and roles. */
export const memberInfoQueryKey = ['member', 'info'] as const;

/** `GET /wps/member/info` (token): the member's details; they are kept as session values too (spec §3). */
export async function getMemberInfo(signal?: AbortSignal) {
  const info = await apiGet('/wps/member/info', memberInfoSchema, { signal });
  storeMemberInfo(info);
  return info;
}

/** The logged-in member's details; idle for a guest. Keyed by token, so a new session loads afresh. */
export function useMemberInfo() {
  const token = useToken();
  return useQuery({
    queryKey: [...memberInfoQueryKey, token],
    queryFn: ({ signal }) => getMemberInfo(signal),
    enabled: token !== null,
    staleTime: 30_000,
  });
}
