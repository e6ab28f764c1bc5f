import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createOperatorAuthService } from './operator-auth.service';
import { opsRoutes } from './ops.routes';

/** The operator's cashier: log in, the deposit and withdrawal queues. Needs `deposits` and `withdrawals`; provides `operators`. */
export async function opsPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, passwordAttempts, services } = deps;
  const operators = createOperatorAuthService(db, passwordAttempts);
  services.provide('operators', operators);
  await app.register(opsRoutes, { operators, deposits: services.need('deposits'), withdrawals: services.need('withdrawals') });
}
