import {
  cancelBetRequestSchema,
  downlinePrizeGroupsQuerySchema,
  lotteryDrawQuerySchema,
  lotteryGameQuerySchema,
  lotteryMenuQuerySchema,
  myBetsQuerySchema,
  openedNumerosQuerySchema,
  placeBetRequestSchema,
  setDownlinePrizeGroupRequestSchema,
  trendQuerySchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { DownlinePrizeGroupsService } from './downline-prize-groups';
import type { LotteryService } from './lottery.service';

/** The lottery calls (packages/shared schemas/lottery.ts lists them); public reads first, then member calls. */
export async function lotteryRoutes(
  app: FastifyInstance,
  deps: { lottery: LotteryService; prizeGroups: DownlinePrizeGroupsService; auth: AuthService },
): Promise<void> {
  const { lottery, prizeGroups, auth } = deps;

  app.get('/lgw/vn/games/game_menu', async (request) =>
    ok(await lottery.menu(request.site, parseInput(lotteryMenuQuerySchema, request.query))),
  );
  app.get('/lgw/lottery/issues', async (request) => ok(await lottery.issues(parseInput(lotteryGameQuerySchema, request.query).gameCode)));
  app.get('/lgw/numeros/near', async (request) => ok(await lottery.near(parseInput(lotteryGameQuerySchema, request.query).gameCode)));
  app.get('/lgw/draw', async (request) => {
    const query = parseInput(lotteryDrawQuerySchema, request.query);
    return ok(await lottery.draw(query.gameCode, query.numero));
  });
  for (const path of ['/lotto/lgw/games/opened/numero', '/lgw/games/opened/numero', '/lgw/vn/numeros/opened/game']) {
    app.get(path, async (request) => ok(await lottery.opened(parseInput(openedNumerosQuerySchema, request.query))));
  }
  app.get('/lgw/lottery/trend', async (request) => {
    const query = parseInput(trendQuerySchema, request.query);
    return ok(await lottery.trend(query.gameCode, query.count));
  });
  app.get('/lgw/lottery/verify', async (request) => {
    const query = parseInput(lotteryDrawQuerySchema, request.query);
    return ok(await lottery.verify(query.gameCode, query.numero));
  });

  await app.register(async (member) => {
    markMemberRoutes(member);
    const session = (request: FastifyRequest) =>
      auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

    member.get('/lgw/vn/games/game_menu/recent', async (request) => {
      const ctx = await session(request);
      return ok(await lottery.recentMenu(request.site, ctx, parseInput(lotteryMenuQuerySchema, request.query)));
    });
    member.get('/lgw/lottery/pricing', async (request) => {
      const ctx = await session(request);
      return ok(await lottery.pricing(request.site, ctx, parseInput(lotteryGameQuerySchema, request.query).gameCode));
    });
    member.post('/lgw/lottery/bets', async (request) => {
      const ctx = await session(request);
      return ok(await lottery.placeBets(request.site, ctx, parseInput(placeBetRequestSchema, request.body)));
    });
    member.get('/lgw/lottery/bets', async (request) => {
      const ctx = await session(request);
      return ok(await lottery.myBets(request.site, ctx, parseInput(myBetsQuerySchema, request.query)));
    });
    member.post('/lgw/lottery/bets/cancel', async (request) => {
      const ctx = await session(request);
      return ok(await lottery.cancel(ctx, parseInput(cancelBetRequestSchema, request.body)));
    });

    // An agent's direct downlines' prize groups (downline-prize-groups.ts).
    member.get('/wps/agent/lottery/prizeGroups', async (request) => {
      const ctx = await session(request);
      return ok(await prizeGroups.list(request.site, ctx, parseInput(downlinePrizeGroupsQuerySchema, request.query)));
    });
    member.post('/wps/agent/lottery/prizeGroup', async (request) => {
      const ctx = await session(request);
      return ok(await prizeGroups.set(request.site, ctx, parseInput(setDownlinePrizeGroupRequestSchema, request.body)));
    });
  });
}
