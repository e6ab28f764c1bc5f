import { type ContractKind, settlementQuerySchema } from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { SettlementRecordsService } from './settlement-records.service';

/**
 * The settlement record calls of spec §7 (schemas/contracts.ts): dividend and daily salary are
 * read with a query string, hourly and real-time salary with a JSON body, all with the same filter.
 */
export async function settlementRecordsRoutes(
  app: FastifyInstance,
  deps: { records: SettlementRecordsService; auth: AuthService },
): Promise<void> {
  markMemberRoutes(app);
  const { records, auth } = deps;

  async function list(request: FastifyRequest, kind: ContractKind, input: unknown) {
    const ctx = await auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);
    return ok(await records.list(request.site, ctx, kind, parseInput(settlementQuerySchema, input)));
  }

  app.get('/wps/agent/contract/dividend', async (request) => list(request, 'dividend', request.query));
  app.get('/wps/agent/contract/dailySalary', async (request) => list(request, 'daily_salary', request.query));
  app.post('/wps/agent/contract/hourlySalary', async (request) => list(request, 'hourly_salary', request.body));
  app.post('/wps/agent/contract/realtimeSalary', async (request) => list(request, 'realtime_salary', request.body));
}
