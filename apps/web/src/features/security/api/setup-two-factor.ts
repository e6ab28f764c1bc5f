import { twoFactorSetupSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/** `POST /wps/security/2fa/setup` (token): a new secret and its otpauth:// URL, until confirmed. */
export function setupTwoFactor() {
  return apiSend('POST', '/wps/security/2fa/setup', {}, twoFactorSetupSchema);
}
