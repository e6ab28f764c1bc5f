import { operatorLoginRequestSchema, queueQuerySchema, rejectRequestSchema, totpEnableRequestSchema } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { DepositService } from '../cashier/deposit.service';
import type { WithdrawalService } from '../cashier/withdrawal.service';
import type { OperatorAuthService } from './operator-auth.service';
import { operatorOf } from './ops-guard';

type Deps = { operators: OperatorAuthService; deposits: DepositService; withdrawals: WithdrawalService };
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The operator's session (login, two-factor, logout) and the cashier queues with their decisions. */
export async function opsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { operators, deposits, withdrawals } = deps;

  app.post('/ops/session/login', { config: { ops: { permission: 'public', action: 'session.login' } } }, async (request) => {
    const input = parseInput(operatorLoginRequestSchema, request.body);
    return ok(await operators.login(request.site.merchant, request.site.visitor.ip, input));
  });

  // An ended or unknown token is already out: the logout needs no live session.
  app.post('/ops/session/logout', { config: { ops: { permission: 'public', action: 'session.logout' } } }, async (request) => {
    await operators.logout(request.headers.authorization);
    return ok(null);
  });

  app.get('/ops/session/me', { config: { ops: { permission: 'self' } } }, async (request) => ok(operators.me(operatorOf(request))));

  app.post('/ops/session/totp/setup', { config: { ops: { permission: 'self', action: 'session.totp_setup' } } }, async (request) =>
    ok(await operators.setupTotp(request.site.merchant, operatorOf(request))),
  );

  app.post('/ops/session/totp/enable', { config: { ops: { permission: 'self', action: 'session.totp_enable' } } }, async (request) => {
    const { code } = parseInput(totpEnableRequestSchema, request.body);
    await operators.enableTotp(request.site.merchant, operatorOf(request), request.headers.authorization, code);
    return ok(null);
  });

  app.get('/ops/deposits', { config: { ops: { permission: 'cashier.read' } } }, async (request) => {
    const query = parseInput(queueQuerySchema, request.query);
    return ok(await deposits.queue(request.site.merchant, query.status, query.pageNo, query.pageSize));
  });

  app.post(
    '/ops/deposits/:id/confirm',
    { config: { ops: { permission: 'cashier.decide', action: 'deposit.confirm' } } },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      return ok(await deposits.confirm(request.site.merchant, id, operatorOf(request).operatorId));
    },
  );

  app.post('/ops/deposits/:id/fail', { config: { ops: { permission: 'cashier.decide', action: 'deposit.fail' } } }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { reason } = parseInput(rejectRequestSchema, request.body);
    return ok(await deposits.reject(request.site.merchant, id, reason, operatorOf(request).operatorId));
  });

  app.get('/ops/withdrawals', { config: { ops: { permission: 'cashier.read' } } }, async (request) => {
    const query = parseInput(queueQuerySchema, request.query);
    return ok(await withdrawals.queue(request.site.merchant, query.status, query.pageNo, query.pageSize));
  });

  app.post(
    '/ops/withdrawals/:id/approve',
    { config: { ops: { permission: 'cashier.decide', action: 'withdrawal.approve' } } },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      return ok(await withdrawals.approve(request.site.merchant, id, operatorOf(request).operatorId));
    },
  );

  app.post(
    '/ops/withdrawals/:id/reject',
    { config: { ops: { permission: 'cashier.decide', action: 'withdrawal.reject' } } },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { reason } = parseInput(rejectRequestSchema, request.body);
      return ok(await withdrawals.reject(request.site.merchant, id, reason, operatorOf(request).operatorId));
    },
  );
}
