import {
  OPS_REPORTS,
  opsAgentsQuerySchema,
  opsDashboardQuerySchema,
  opsDaysQuerySchema,
  opsGamesQuerySchema,
  opsLotteryQuerySchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { toCsv } from './csv';
import type { OpsReportsService } from './ops-reports.service';

type Deps = { reports: OpsReportsService };
const READ = { config: { ops: { permission: 'reports.read' as const } } };
const csvParams = z.object({ report: z.enum(OPS_REPORTS) });

/** The reports and the dashboard (`reports.read`), each table also as a CSV of every row of the same query. */
export async function opsReportsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { reports } = deps;
  const merchantOf = (request: FastifyRequest) => request.site.merchant;

  app.get('/ops/reports/dashboard', READ, async (request) => {
    const { day } = parseInput(opsDashboardQuerySchema, request.query);
    return ok(await reports.dashboard(merchantOf(request), day));
  });
  app.get('/ops/reports/days', READ, async (request) =>
    ok(await reports.days(merchantOf(request), parseInput(opsDaysQuerySchema, request.query))),
  );
  app.get('/ops/reports/games', READ, async (request) =>
    ok(await reports.games(merchantOf(request), parseInput(opsGamesQuerySchema, request.query))),
  );
  app.get('/ops/reports/agents', READ, async (request) =>
    ok(await reports.agents(merchantOf(request), parseInput(opsAgentsQuerySchema, request.query))),
  );
  app.get('/ops/reports/lottery', READ, async (request) =>
    ok(await reports.lottery(merchantOf(request), parseInput(opsLotteryQuerySchema, request.query))),
  );

  app.get('/ops/reports/:report/csv', READ, async (request, reply) => {
    const { report } = parseInput(csvParams, request.params);
    const merchant = merchantOf(request);
    let csv: string;
    let range: { from: string; to: string };
    if (report === 'days') {
      const q = parseInput(opsDaysQuerySchema, request.query);
      range = q;
      const page = await reports.days(merchant, q, true);
      csv = toCsv(
        [
          'day',
          'bets',
          'payout',
          'ggr',
          'bonus',
          'ngr',
          'rounds',
          'deposits',
          'depositCount',
          'withdrawals',
          'withdrawalCount',
          'newPlayers',
          'activePlayers',
          'depositingPlayers',
        ],
        page.rows,
      );
    } else if (report === 'games') {
      const q = parseInput(opsGamesQuerySchema, request.query);
      range = q;
      const page = await reports.games(merchant, q, true);
      csv = toCsv(['day', 'category', 'vendor', 'gameId', 'gameName', 'bets', 'payout', 'ggr', 'rounds'], page.rows);
    } else if (report === 'agents') {
      const q = parseInput(opsAgentsQuerySchema, request.query);
      range = q;
      const page = await reports.agents(merchant, q, true);
      csv = toCsv(
        ['agentId', 'username', 'teamSize', 'newPlayers', 'activePlayers', 'bets', 'payout', 'ggr', 'deposits', 'withdrawals'],
        page.rows,
      );
    } else {
      const q = parseInput(opsLotteryQuerySchema, request.query);
      range = q;
      const page = await reports.lottery(merchant, q, true);
      csv = toCsv(
        ['lotteryGameId', 'game', 'issueId', 'numero', 'drawsAt', 'status', 'issues', 'players', 'bets', 'payout', 'profit'],
        page.rows,
      );
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${report}-${range.from}-${range.to}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
