import { loginResponseSchema, type resetByTokenRequestSchema } from '@fortuna/shared';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api';

/** `POST /wps/member/password/reset` (encrypted): a new password with the mailed link's token; then logged in. */
export function resetByToken(body: z.input<typeof resetByTokenRequestSchema>) {
  return apiSend('POST', '/wps/member/password/reset', body, loginResponseSchema, { encrypted: true });
}
