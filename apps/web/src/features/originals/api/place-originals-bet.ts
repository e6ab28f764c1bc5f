import type { OriginalsActRequest, OriginalsBetRequest } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';
import { answer } from './originals-keys';

/**
 * `POST /wps/originals/:code/bet` (token): one round (a steps game: its start). The caller keeps
 * the `requestId` of a bet until it has an answer, so a retry is answered with the same round.
 */
export function placeOriginalsBet(code: string, body: OriginalsBetRequest) {
  return apiSend('POST', `/wps/originals/${encodeURIComponent(code)}/bet`, body, answer.play);
}

/** `POST /wps/originals/rounds/:roundCode/act` (token): one action of a steps round (reveal, pick, cash out). */
export function actOnOriginalsRound(roundCode: string, body: OriginalsActRequest) {
  return apiSend('POST', `/wps/originals/rounds/${encodeURIComponent(roundCode)}/act`, body, answer.play);
}
