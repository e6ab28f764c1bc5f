import { loginResponseSchema, type RegisterRequest } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/** How a registration is made: the tab of the register popup. */
export type RegisterVia = 'username' | 'mobile';

/** `PUT /wps/member/register` or `/wps/member/register/mobile` (encrypted): a new member, logged in. */
export function register(via: RegisterVia, body: RegisterRequest) {
  const path = via === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register';
  return apiSend('PUT', path, body, loginResponseSchema, { encrypted: true });
}
