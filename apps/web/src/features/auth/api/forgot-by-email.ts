import type { forgotByEmailRequestSchema } from '@fortuna/shared';
import { z } from 'zod';
import { apiSend } from '../../../lib/api';

/** `POST /wps/member/password/email`: mails a reset link to the account's address. */
export function forgotByEmail(body: z.input<typeof forgotByEmailRequestSchema>) {
  return apiSend('POST', '/wps/member/password/email', body, z.object({ sent: z.literal(true) }));
}
