import type { setPaymentPasswordRequestSchema } from '@fortuna/shared';
import { z } from 'zod';
import { apiSend } from '../../../lib/api';

/** `POST /wps/member/paymentPassword` (token, encrypted): sets or changes the 6-digit payment password, proven by the login password. */
export function setPaymentPassword(body: z.input<typeof setPaymentPasswordRequestSchema>) {
  return apiSend('POST', '/wps/member/paymentPassword', body, z.object({ set: z.literal(true) }), { encrypted: true });
}
