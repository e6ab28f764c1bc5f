import {
  opsSportsbookBetsQuerySchema,
  opsSportsbookIdParamsSchema,
  opsSportsbookLeagueCreateSchema,
  opsSportsbookLeaguesQuerySchema,
  opsSportsbookMarketStatusSchema,
  opsSportsbookMatchCreateSchema,
  opsSportsbookMatchesQuerySchema,
  opsSportsbookMatchStatusSchema,
  opsSportsbookOddsSchema,
  opsSportsbookResultRequestSchema,
  opsSportsbookSettingsSchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { OpsSportsbookService } from './ops-sportsbook.service';

const idOf = (request: FastifyRequest) => BigInt(parseInput(opsSportsbookIdParamsSchema, request.params).id);
const READ = { config: { ops: { permission: 'sportsbook.read' as const } } };
const write = (action: string) => ({ config: { ops: { permission: 'sportsbook.write' as const, action } } });

/** Sportsbook trading in the back office (`sportsbook.read` to look, `sportsbook.write` to change; every write audited). */
export async function opsSportsbookRoutes(app: FastifyInstance, deps: { trading: OpsSportsbookService }): Promise<void> {
  const { trading } = deps;

  app.get('/ops/sportsbook/leagues', READ, async (request) =>
    ok(await trading.leagues(request, parseInput(opsSportsbookLeaguesQuerySchema, request.query).sport)),
  );
  app.post('/ops/sportsbook/leagues', write('sportsbook.league_create'), async (request) =>
    ok(await trading.createLeague(request, parseInput(opsSportsbookLeagueCreateSchema, request.body))),
  );
  app.get('/ops/sportsbook/matches', READ, async (request) =>
    ok(await trading.matches(request, parseInput(opsSportsbookMatchesQuerySchema, request.query))),
  );
  app.post('/ops/sportsbook/matches', write('sportsbook.match_create'), async (request) =>
    ok(await trading.createMatch(request, parseInput(opsSportsbookMatchCreateSchema, request.body))),
  );
  app.get('/ops/sportsbook/matches/:id', READ, async (request) => ok(await trading.match(request, idOf(request))));
  app.put('/ops/sportsbook/matches/:id/odds', write('sportsbook.odds_set'), async (request) => {
    const id = idOf(request);
    return ok(await trading.setOdds(request, id, parseInput(opsSportsbookOddsSchema, request.body)));
  });
  app.post('/ops/sportsbook/matches/:id/status', write('sportsbook.match_status'), async (request) => {
    const id = idOf(request);
    return ok(await trading.setMatchStatus(request, id, parseInput(opsSportsbookMatchStatusSchema, request.body)));
  });
  app.post('/ops/sportsbook/matches/:id/result', write('sportsbook.result'), async (request) => {
    const id = idOf(request);
    return ok(await trading.setResult(request, id, parseInput(opsSportsbookResultRequestSchema, request.body)));
  });
  app.get('/ops/sportsbook/matches/:id/bets', READ, async (request) => {
    const id = idOf(request);
    return ok(await trading.bets(request, id, parseInput(opsSportsbookBetsQuerySchema, request.query)));
  });
  app.get('/ops/sportsbook/matches/:id/liability', READ, async (request) => ok(await trading.liability(request, idOf(request))));
  app.post('/ops/sportsbook/markets/:id/status', write('sportsbook.market_status'), async (request) => {
    const id = idOf(request);
    const { status } = parseInput(opsSportsbookMarketStatusSchema, request.body);
    return ok(await trading.setMarketStatus(request, id, status));
  });
  app.post('/ops/sportsbook/markets/:id/void', write('sportsbook.market_void'), async (request) =>
    ok(await trading.voidMarket(request, idOf(request))),
  );
  app.get('/ops/sportsbook/settings', READ, async (request) => ok(await trading.settings(request)));
  app.put('/ops/sportsbook/settings', write('sportsbook.settings'), async (request) =>
    ok(await trading.saveSettings(request, parseInput(opsSportsbookSettingsSchema, request.body))),
  );
}
