import { invitationSchema } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { useToken } from '../../../lib/session';

/** `POST /wps/agent/invitations/:id/disable` (agent token): the code stops placing anyone at once. */
export function disableInvitation(id: number) {
  return apiSend('POST', `/wps/agent/invitations/${id}/disable`, undefined, invitationSchema);
}

/** Disables a code, then refreshes the list. */
export function useDisableInvitation() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: disableInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['agent', token, 'invitations'] }),
  });
}
