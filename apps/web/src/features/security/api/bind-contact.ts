import { type BindContactRequest, boundContactsSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/** `PUT /wps/security/contact` (token, encrypted): binds the mobile or email with its code and the login password. */
export function bindContact(body: BindContactRequest) {
  return apiSend('PUT', '/wps/security/contact', body, boundContactsSchema, { encrypted: true });
}
