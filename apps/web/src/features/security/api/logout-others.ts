import { logoutOthersResponseSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/** `POST /wps/security/sessions/logout-others` (token): ends every other session of the member. */
export function logoutOthers() {
  return apiSend('POST', '/wps/security/sessions/logout-others', {}, logoutOthersResponseSchema);
}
