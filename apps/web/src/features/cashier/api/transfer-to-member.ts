import { type memberTransferRequestSchema, memberTransferResponseSchema } from '@fortuna/shared';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api';

/** `POST /wps/member/transfer` (token, encrypted): to the member's upline, or from an agent to a direct downline. */
export function transferToMember(body: z.input<typeof memberTransferRequestSchema>) {
  return apiSend('POST', '/wps/member/transfer', body, memberTransferResponseSchema, { encrypted: true });
}
