import { type ContractOffer, contractSchema } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { useToken } from '../../../lib/session';
import { agentKeys } from './agent-keys';

/**
 * `POST /wps/agent/contracts/offer` (agent token): offers a direct downline agent a contract,
 * replacing the pending offer of that kind. Refusals: `downline_not_found`,
 * `contract_upline_has_none`, `contract_period_mismatch`, `contract_rate_exceeds_upline`,
 * `invalid_parameter`. Answers the offer as the caller now sees it.
 */
export function offerContract(offer: ContractOffer) {
  return apiSend('POST', '/wps/agent/contracts/offer', offer, contractSchema);
}

/** Sends an offer, then refreshes every contract query, whatever the answer. */
export function useOfferContract() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: offerContract,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentKeys.contractsAll(token) }),
  });
}
