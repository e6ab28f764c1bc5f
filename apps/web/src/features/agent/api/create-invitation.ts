import { type CreateInvitationRequest, invitationSchema } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { useToken } from '../../../lib/session';

/** `POST /wps/agent/invitations` (agent token): a new invitation code for a role, with an optional prize group and note. */
export function createInvitation(input: CreateInvitationRequest) {
  return apiSend('POST', '/wps/agent/invitations', input, invitationSchema);
}

/** Creates a code, then refreshes the list (whatever the answer: a refusal may mean the list moved). */
export function useCreateInvitation() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: createInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['agent', token, 'invitations'] }),
  });
}
