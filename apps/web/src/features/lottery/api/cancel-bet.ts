import { type CancelBetRequest, cancelBetResponseSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/**
 * `POST /lgw/lottery/bets/cancel` (token): cancels a pending bet (with the rest of its slip) before
 * betting closes. A retry with the same `requestId` is answered with the first result.
 */
export function cancelBet(body: CancelBetRequest) {
  return apiSend('POST', '/lgw/lottery/bets/cancel', body, cancelBetResponseSchema);
}
