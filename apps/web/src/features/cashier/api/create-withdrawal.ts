import { type createWithdrawalRequestSchema, withdrawalSchema } from '@fortuna/shared';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api';

/** `POST /wps/cashier/withdrawal` (token, encrypted): reserves the amount at once; an operator pays it out or rejects it. */
export function createWithdrawal(body: z.input<typeof createWithdrawalRequestSchema>) {
  return apiSend('POST', '/wps/cashier/withdrawal', body, withdrawalSchema, { encrypted: true });
}
