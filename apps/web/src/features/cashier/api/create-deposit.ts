import { type createDepositRequestSchema, depositSchema } from '@fortuna/shared';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api';

/** `POST /wps/cashier/deposit` (token): a pending deposit; for a gateway channel it carries the pay page's address. */
export function createDeposit(body: z.input<typeof createDepositRequestSchema>) {
  return apiSend('POST', '/wps/cashier/deposit', body, depositSchema);
}
