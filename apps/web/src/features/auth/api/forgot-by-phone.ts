import { type forgotByPhoneRequestSchema, loginResponseSchema } from '@fortuna/shared';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api';

/** `POST /wps/member/password/verification` (encrypted): mobile, SMS code and new password; then logged in. */
export function forgotByPhone(body: z.input<typeof forgotByPhoneRequestSchema>) {
  return apiSend('POST', '/wps/member/password/verification', body, loginResponseSchema, { encrypted: true });
}
