import { bettingRecordQuerySchema } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { BettingRecordService } from './betting-record.service';

/** The member centre's betting record (spec §2): the member's game rounds of every vendor. */
export async function bettingRecordRoutes(
  app: FastifyInstance,
  deps: { bettingRecord: BettingRecordService; auth: AuthService },
): Promise<void> {
  markMemberRoutes(app);
  const { bettingRecord, auth } = deps;

  app.get('/wps/member/bettingRecord', async (request) => {
    const ctx = await auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);
    return ok(await bettingRecord.list(request.site, ctx, parseInput(bettingRecordQuerySchema, request.query)));
  });
}
