import { loginResponseSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/** `POST /wps/session/login/freeplay`: a new trial account, logged in (only when FREE_PLAY is on). */
export function loginFreePlay() {
  return apiSend('POST', '/wps/session/login/freeplay', {}, loginResponseSchema);
}
