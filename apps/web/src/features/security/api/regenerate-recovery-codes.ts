import { recoveryCodesSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/** `POST /wps/security/2fa/recovery-codes` (token, encrypted): ten new recovery codes, the old ones void; proven by a code or the login password. */
export function regenerateRecoveryCodes(body: { code?: string; password?: string }) {
  return apiSend('POST', '/wps/security/2fa/recovery-codes', body, recoveryCodesSchema, { encrypted: true });
}
