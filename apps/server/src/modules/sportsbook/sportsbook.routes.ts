import {
  sportsbookBetParamsSchema,
  sportsbookBetRequestSchema,
  sportsbookBetsQuerySchema,
  sportsbookHotQuerySchema,
  sportsbookLeaguesQuerySchema,
  sportsbookMatchesQuerySchema,
  sportsbookMatchParamsSchema,
  sportsbookResultsQuerySchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { SportsbookService } from './sportsbook.service';

/** The book's calls (packages/shared schemas/sportsbook.ts): lists, hot matches and a match for anyone; bets for members. */
export async function sportsbookRoutes(app: FastifyInstance, deps: { sportsbook: SportsbookService; auth: AuthService }): Promise<void> {
  const { sportsbook, auth } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

  app.get('/wps/sportsbook/leagues', async (request) => {
    const { sport } = parseInput(sportsbookLeaguesQuerySchema, request.query);
    return ok(await sportsbook.leagues(request.site, sport));
  });
  app.get('/wps/sportsbook/matches', async (request) =>
    ok(await sportsbook.matches(request.site, parseInput(sportsbookMatchesQuerySchema, request.query))),
  );
  app.get('/wps/sportsbook/results', async (request) =>
    ok(await sportsbook.results(request.site, parseInput(sportsbookResultsQuerySchema, request.query))),
  );
  app.get('/wps/sportsbook/hot', async (request) =>
    ok(await sportsbook.hot(request.site, parseInput(sportsbookHotQuerySchema, request.query))),
  );
  app.get('/wps/sportsbook/matches/:matchId', async (request) => {
    const { matchId } = parseInput(sportsbookMatchParamsSchema, request.params);
    return ok(await sportsbook.match(request.site, BigInt(matchId)));
  });

  await app.register(async (member) => {
    markMemberRoutes(member);
    member.post('/wps/sportsbook/bets', async (request) => {
      const ctx = await session(request);
      const input = parseInput(sportsbookBetRequestSchema, request.body);
      return ok(await sportsbook.placeBet(request.site, ctx, input));
    });
    member.get('/wps/sportsbook/bets', async (request) => {
      const ctx = await session(request);
      return ok(await sportsbook.bets(request.site, ctx, parseInput(sportsbookBetsQuerySchema, request.query)));
    });
    member.get('/wps/sportsbook/bets/:betId', async (request) => {
      const ctx = await session(request);
      const { betId } = parseInput(sportsbookBetParamsSchema, request.params);
      return ok(await sportsbook.bet(request.site, ctx, BigInt(betId)));
    });
  });
}
