import { type ContactCodeRequest, smsCodeResponseSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/** `POST /wps/security/contact/code` (token): a binding code to the new mobile or email; answers its minutes. */
export function sendContactCode(body: ContactCodeRequest) {
  return apiSend('POST', '/wps/security/contact/code', body, smsCodeResponseSchema);
}
