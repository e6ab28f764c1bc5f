import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { operatorsRoutes } from './operators.routes';
import { createOperatorsService } from './operators.service';
import { opsRoutes } from './ops.routes';

/** The back office's own calls: the operator's session and two-factor, the cashier queues (needs `deposits` and `withdrawals`), operators and roles, security, the audit log. */
export async function opsPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, operators, services } = deps;
  await app.register(opsRoutes, { operators, deposits: services.need('deposits'), withdrawals: services.need('withdrawals') });
  await app.register(operatorsRoutes, { operators: createOperatorsService(db) });
}
