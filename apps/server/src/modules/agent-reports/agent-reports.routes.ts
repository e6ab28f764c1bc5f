import {
  accountDetailsQuerySchema,
  incomeQuerySchema,
  teamBettingQuerySchema,
  teamOverviewQuerySchema,
  teamTransactionsQuerySchema,
  userLossQuerySchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { AgentReportsService } from './agent-reports.service';

/** The agent back office's team reports (schemas/agent-reports.ts). */
export async function agentReportsRoutes(app: FastifyInstance, deps: { reports: AgentReportsService; auth: AuthService }): Promise<void> {
  markMemberRoutes(app);
  const { reports, auth } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

  app.get('/wps/agent/report/overview', async (request) => {
    const ctx = await session(request);
    return ok(await reports.overview(request.site, ctx, parseInput(teamOverviewQuerySchema, request.query)));
  });

  app.get('/wps/agent/report/betting', async (request) => {
    const ctx = await session(request);
    return ok(await reports.betting(request.site, ctx, parseInput(teamBettingQuerySchema, request.query)));
  });

  app.get('/wps/agent/report/userLoss', async (request) => {
    const ctx = await session(request);
    return ok(await reports.userLoss(request.site, ctx, parseInput(userLossQuerySchema, request.query)));
  });

  app.get('/wps/agent/report/income', async (request) => {
    const ctx = await session(request);
    return ok(await reports.income(request.site, ctx, parseInput(incomeQuerySchema, request.query)));
  });

  app.get('/wps/agent/report/accountDetails', async (request) => {
    const ctx = await session(request);
    return ok(await reports.accountDetails(request.site, ctx, parseInput(accountDetailsQuerySchema, request.query)));
  });

  app.get('/wps/agent/report/transactions', async (request) => {
    const ctx = await session(request);
    return ok(await reports.transactions(request.site, ctx, parseInput(teamTransactionsQuerySchema, request.query)));
  });
}
