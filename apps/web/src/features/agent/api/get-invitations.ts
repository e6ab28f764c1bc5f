import { INVITATIONS_PAGE_SIZE, invitationsSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useToken } from '../../../lib/session';
import { agentKeys } from './agent-keys';

/** `GET /wps/agent/invitations` (agent token): one page of the agent's invitation codes, newest first, with their registrations. */
export function getInvitations(pageNo: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ pageNo: String(pageNo), pageSize: String(INVITATIONS_PAGE_SIZE) });
  return apiGet(`/wps/agent/invitations?${params}`, invitationsSchema, { signal });
}

/** One page of invitation codes; the previous page stays on screen while the next loads. */
export function useInvitations(pageNo: number) {
  const token = useToken();
  return useQuery({
    queryKey: agentKeys.invitations(token, pageNo),
    queryFn: ({ signal }) => getInvitations(pageNo, signal),
    placeholderData: keepPreviousData,
  });
}
