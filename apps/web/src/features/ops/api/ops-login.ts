import { type operatorLoginRequestSchema, operatorLoginResponseSchema } from '@fortuna/shared';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api';

/** `POST /ops/session/login`: the operator's own session token (never the member's). */
export function opsLogin(body: z.input<typeof operatorLoginRequestSchema>) {
  return apiSend('POST', '/ops/session/login', body, operatorLoginResponseSchema, { authorization: null });
}
