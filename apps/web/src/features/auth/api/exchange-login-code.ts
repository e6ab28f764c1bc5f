import { loginResponseSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/** `POST /wps/session/loginCode/exchange`: a one-time URL login code for a fresh session of this tab. */
export function exchangeLoginCode(code: string) {
  return apiSend('POST', '/wps/session/loginCode/exchange', { code }, loginResponseSchema, { authorization: null });
}
