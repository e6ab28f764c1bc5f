import { z } from 'zod';
import { apiSend } from '../../../lib/api';

/** `DELETE /wps/session/logout` (token): revokes this tab's session on the server. */
export function logout() {
  return apiSend('DELETE', '/wps/session/logout', undefined, z.unknown());
}
