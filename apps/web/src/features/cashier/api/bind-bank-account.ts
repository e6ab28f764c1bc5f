import { bankAccountSchema, type bindBankAccountRequestSchema } from '@fortuna/shared';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api';

/** `POST /wps/member/bankAccount` (token, encrypted): binds a bank account; the payee name follows the merchant's rule. */
export function bindBankAccount(body: z.input<typeof bindBankAccountRequestSchema>) {
  return apiSend('POST', '/wps/member/bankAccount', body, bankAccountSchema, { encrypted: true });
}
