import { vipClaimRequestSchema, vipHistoryQuerySchema } from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { VipService } from './vip.service';

/** The member's VIP page (schemas/vip.ts); every call needs a session. */
export async function vipRoutes(app: FastifyInstance, deps: { vip: VipService; auth: AuthService }): Promise<void> {
  const { vip, auth } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

  app.get('/wps/vip/summary', async (request) => {
    const ctx = await session(request);
    return ok(await vip.summary(request.site, ctx.member.id));
  });
  app.get('/wps/vip/history', async (request) => {
    const ctx = await session(request);
    const query = parseInput(vipHistoryQuerySchema, request.query);
    return ok(await vip.history(request.site, ctx.member.id, query.pageNo, query.pageSize));
  });
  app.post('/wps/vip/claim', async (request) => {
    const ctx = await session(request);
    const input = parseInput(vipClaimRequestSchema, request.body);
    if (ctx.isTrial) throw new AppError('in_need_true_account');
    return ok(await vip.claim(request.site, ctx.member.id, input));
  });
}
