import { operatorLoginRequestSchema, queueQuerySchema, rejectRequestSchema } from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { DepositService } from '../cashier/deposit.service';
import type { WithdrawalService } from '../cashier/withdrawal.service';
import type { OperatorAuthService } from './operator-auth.service';

type Deps = { operators: OperatorAuthService; deposits: DepositService; withdrawals: WithdrawalService };
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The operator's cashier calls: log in, the deposit and withdrawal queues, and their decisions. */
export async function opsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { operators, deposits, withdrawals } = deps;
  const operator = (request: FastifyRequest) => operators.authenticate(request.headers.authorization, request.site.merchant);

  app.post('/ops/session/login', async (request) => {
    const input = parseInput(operatorLoginRequestSchema, request.body);
    return ok(await operators.login(request.site.merchant, request.site.visitor.ip, input));
  });

  app.post('/ops/session/logout', async (request) => {
    await operators.logout(request.headers.authorization);
    return ok(null);
  });

  app.get('/ops/deposits', async (request) => {
    await operator(request);
    const query = parseInput(queueQuerySchema, request.query);
    return ok(await deposits.queue(request.site.merchant, query.status, query.pageNo, query.pageSize));
  });

  app.post('/ops/deposits/:id/confirm', async (request) => {
    const op = await operator(request);
    const { id } = parseInput(idParams, request.params);
    return ok(await deposits.confirm(request.site.merchant, id, op.operatorId));
  });

  app.post('/ops/deposits/:id/fail', async (request) => {
    const op = await operator(request);
    const { id } = parseInput(idParams, request.params);
    const { reason } = parseInput(rejectRequestSchema, request.body);
    return ok(await deposits.reject(request.site.merchant, id, reason, op.operatorId));
  });

  app.get('/ops/withdrawals', async (request) => {
    await operator(request);
    const query = parseInput(queueQuerySchema, request.query);
    return ok(await withdrawals.queue(request.site.merchant, query.status, query.pageNo, query.pageSize));
  });

  app.post('/ops/withdrawals/:id/approve', async (request) => {
    const op = await operator(request);
    const { id } = parseInput(idParams, request.params);
    return ok(await withdrawals.approve(request.site.merchant, id, op.operatorId));
  });

  app.post('/ops/withdrawals/:id/reject', async (request) => {
    const op = await operator(request);
    const { id } = parseInput(idParams, request.params);
    const { reason } = parseInput(rejectRequestSchema, request.body);
    return ok(await withdrawals.reject(request.site.merchant, id, reason, op.operatorId));
  });
}
