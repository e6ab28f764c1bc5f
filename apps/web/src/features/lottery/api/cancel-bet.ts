import { cancelBetResponseSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/** `POST /lgw/lottery/bets/cancel` (token): cancels a pending bet (with the rest of its slip) before betting closes. */
export function cancelBet(betId: string) {
  return apiSend('POST', '/lgw/lottery/bets/cancel', { betId }, cancelBetResponseSchema);
}
