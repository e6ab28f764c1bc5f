import { type newIpCodeRequestSchema, smsCodeResponseSchema } from '@fortuna/shared';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api';

/** `POST /wps/verification/newIp`: sends the extra code for a login from a new address, by SMS or email. */
export function sendNewIpCode(body: z.input<typeof newIpCodeRequestSchema>) {
  return apiSend('POST', '/wps/verification/newIp', body, smsCodeResponseSchema);
}
