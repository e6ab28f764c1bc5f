import { type memberTransferRequestSchema, memberTransferResponseSchema } from '@fortuna/shared';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api';

/**
 * `POST /wps/member/transfer` (agent token, encrypted): from the agent's main wallet to a direct
 * downline's, with the agent's payment password. A retry with the same `requestId` moves nothing twice.
 */
export function transferToDownline(body: z.input<typeof memberTransferRequestSchema>) {
  return apiSend('POST', '/wps/member/transfer', body, memberTransferResponseSchema, { encrypted: true });
}
