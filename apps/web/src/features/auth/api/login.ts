import { type LoginRequest, loginResponseSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/** `POST /wps/session/login` (encrypted): by username and password, or by mobile and SMS code. */
export function login(body: LoginRequest) {
  return apiSend('POST', '/wps/session/login', body, loginResponseSchema, { encrypted: true });
}
