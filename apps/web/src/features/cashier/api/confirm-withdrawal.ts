import { withdrawalSchema } from '@fortuna/shared';
import { apiSend, apiSendForm } from '../../../lib/api';

/** The member's answer after a payout (spec §4 "Withdrawal confirmation"). */
export type WithdrawalConfirmation =
  | { result: 'RECEIVED' }
  | { result: 'PARTIAL'; receivedAmount: string }
  | { result: 'NOT_RECEIVED'; proof: File };

/**
 * `POST /wps/cashier/withdrawal/:id/confirm` (token): JSON for received in full or partially;
 * multipart with the `proof` image for not received.
 */
export function confirmWithdrawal(id: number, answer: WithdrawalConfirmation) {
  const path = `/wps/cashier/withdrawal/${id}/confirm`;
  if (answer.result !== 'NOT_RECEIVED') return apiSend('POST', path, answer, withdrawalSchema);
  const form = new FormData();
  form.append('result', 'NOT_RECEIVED');
  form.append('proof', answer.proof, answer.proof.name);
  return apiSendForm(path, form, withdrawalSchema);
}
