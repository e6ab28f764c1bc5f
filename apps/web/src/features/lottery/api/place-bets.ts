import { type PlaceBetRequest, placeBetResponseSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/** `POST /lgw/lottery/bets` (token): places a slip of bets on one issue, paid with one debit. */
export function placeBets(body: PlaceBetRequest) {
  return apiSend('POST', '/lgw/lottery/bets', body, placeBetResponseSchema);
}
