import { claimRebateRequestSchema, rebateHistoryRequestSchema } from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { RebateService } from './rebate.service';

/** The member's rebate (schemas/rebate.ts): summary, claim and history, each with a session. */
export async function rebateRoutes(app: FastifyInstance, deps: { rebate: RebateService; auth: AuthService }): Promise<void> {
  const { rebate, auth } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

  app.get('/wps/rebate/summary', async (request) => ok(await rebate.summary(request.site, await session(request))));
  app.post('/wps/rebate/claim', async (request) => {
    const ctx = await session(request);
    const { requestId } = parseInput(claimRebateRequestSchema, request.body);
    return ok(await rebate.claim(request.site, ctx, requestId));
  });
  app.get('/wps/rebate/history', async (request) => {
    const ctx = await session(request);
    const query = parseInput(rebateHistoryRequestSchema, request.query);
    return ok(await rebate.history(request.site, ctx, query.page, query.size));
  });
}
