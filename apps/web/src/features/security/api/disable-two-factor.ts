import { z } from 'zod';
import { apiSend } from '../../../lib/api';

/** `POST /wps/security/2fa/disable` (token, encrypted): proven by a code or the login password. */
export function disableTwoFactor(body: { code?: string; password?: string }) {
  return apiSend('POST', '/wps/security/2fa/disable', body, z.null(), { encrypted: true });
}
