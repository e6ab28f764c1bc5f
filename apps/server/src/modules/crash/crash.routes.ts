import { crashBetRequestSchema, crashCashoutRequestSchema, crashGameParamsSchema, crashHistoryQuerySchema } from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { CrashService } from './crash.service';

/** Crash calls (packages/shared schemas/crash.ts): the state and a game's verification for anyone, bets and cash-outs for members. */
export async function crashRoutes(app: FastifyInstance, deps: { crash: CrashService; auth: AuthService }): Promise<void> {
  const { crash, auth } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

  app.get('/wps/crash/state', async (request) => {
    // A guest watches; a member also sees their own bet.
    const ctx = request.headers.authorization ? await session(request) : undefined;
    return ok(await crash.state(request.site, ctx));
  });
  app.get('/wps/crash/games/:gameId', async (request) => {
    const { gameId } = parseInput(crashGameParamsSchema, request.params);
    return ok(await crash.verify(request.site, BigInt(gameId)));
  });

  await app.register(async (member) => {
    markMemberRoutes(member);
    member.post('/wps/crash/bet', async (request) => {
      const ctx = await session(request);
      return ok(await crash.bet(request.site, ctx, parseInput(crashBetRequestSchema, request.body)));
    });
    member.post('/wps/crash/cashout', async (request) => {
      const ctx = await session(request);
      parseInput(crashCashoutRequestSchema, request.body);
      return ok(await crash.cashout(request.site, ctx));
    });
    member.get('/wps/crash/history', async (request) => {
      const ctx = await session(request);
      return ok(await crash.history(ctx, parseInput(crashHistoryQuerySchema, request.query)));
    });
  });
}
