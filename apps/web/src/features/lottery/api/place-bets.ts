import { type PlaceBetRequest, placeBetResponseSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/**
 * `POST /lgw/lottery/bets` (token): places a slip of bets on one issue, paid with one debit. The
 * caller resends the same `requestId` when it retries the same slip (request-ids.ts): the server
 * then answers the first slip and debits nothing again.
 */
export function placeBets(body: PlaceBetRequest) {
  return apiSend('POST', '/lgw/lottery/bets', body, placeBetResponseSchema);
}
