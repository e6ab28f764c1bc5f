import { type changePasswordRequestSchema, changePasswordResponseSchema } from '@fortuna/shared';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api';

/** `POST /wps/member/password` (token, encrypted): answers a fresh token; every earlier session is revoked. */
export function changePassword(body: z.input<typeof changePasswordRequestSchema>) {
  return apiSend('POST', '/wps/member/password', body, changePasswordResponseSchema, { encrypted: true });
}
