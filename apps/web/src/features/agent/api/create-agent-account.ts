import { agentAccountSchema, type CreateAgentAccountRequest } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { agentKeys } from './agent-keys';

/**
 * `POST /wps/agent/accounts` (agent token, encrypted): a new direct downline, member or agent, with
 * the password the agent chose and an optional prize group.
 */
export function createAgentAccount(input: CreateAgentAccountRequest) {
  return apiSend('POST', '/wps/agent/accounts', input, agentAccountSchema, { encrypted: true });
}

/** Creates a downline, then refreshes the team pages that list it. */
export function useCreateAgentAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgentAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
