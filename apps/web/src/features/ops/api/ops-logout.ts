import { z } from 'zod';
import { apiSend } from '../../../lib/api';

/** `POST /ops/session/logout`: revokes the operator's token on the server. */
export function opsLogout(token: string) {
  return apiSend('POST', '/ops/session/logout', {}, z.null(), { authorization: token });
}
