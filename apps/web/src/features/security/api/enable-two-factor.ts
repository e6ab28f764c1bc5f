import { recoveryCodesSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/** `POST /wps/security/2fa/enable` (token): the first code turns two-factor on; answers the recovery codes once. */
export function enableTwoFactor(code: string) {
  return apiSend('POST', '/wps/security/2fa/enable', { code }, recoveryCodesSchema);
}
