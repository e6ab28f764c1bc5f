import { type Contract, contractSchema } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { useToken } from '../../../lib/session';
import { agentKeys } from './agent-keys';

/** What a party may do with a contract now (its `actions`). */
export type ContractAction = Contract['actions'][number];

/** The path of each action under `/wps/agent/contracts/:id/` (schemas/contracts.ts). */
export const CONTRACT_ACTION_PATHS: Record<ContractAction, string> = {
  sign: 'sign',
  reject: 'reject',
  withdraw: 'withdraw',
  terminate: 'terminate',
  acceptTermination: 'termination/accept',
  rejectTermination: 'termination/reject',
};

export type ContractActionInput = { id: number; action: ContractAction; confirmCascade?: boolean };

/**
 * `POST /wps/agent/contracts/:id/<action>` (agent token). Signing sends `confirmCascade`; without
 * it a sign that would end contracts below is refused with `contract_cascade_confirm` and the
 * members who would lose theirs. Answers the contract as it is now.
 */
export function runContractAction({ id, action, confirmCascade = false }: ContractActionInput) {
  const body = action === 'sign' ? { confirmCascade } : undefined;
  return apiSend('POST', `/wps/agent/contracts/${id}/${CONTRACT_ACTION_PATHS[action]}`, body, contractSchema);
}

/** Runs a contract action, then refreshes every contract query (lists, requests, the menu's consolidated info). */
export function useContractAction() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: runContractAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentKeys.contractsAll(token) }),
  });
}
