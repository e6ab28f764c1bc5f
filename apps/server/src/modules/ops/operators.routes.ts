import {
  auditQuerySchema,
  createOperatorRequestSchema,
  operatorIdParamsSchema,
  opsSecuritySchema,
  updateOperatorRequestSchema,
} from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { OperatorsService } from './operators.service';
import { ipAllowed } from './ops-guard';

/** Operators and their roles, the back office's security settings, and the audit log's viewer. */
export async function operatorsRoutes(app: FastifyInstance, deps: { operators: OperatorsService }): Promise<void> {
  const { operators } = deps;

  app.get('/ops/operators', { config: { ops: { permission: 'operators.read' } } }, async (request) =>
    ok(await operators.list(request.site.merchant)),
  );

  app.post('/ops/operators', { config: { ops: { permission: 'operators.write', action: 'operator.create' } } }, async (request) =>
    ok(await operators.create(request, parseInput(createOperatorRequestSchema, request.body))),
  );

  app.patch('/ops/operators/:id', { config: { ops: { permission: 'operators.write', action: 'operator.update' } } }, async (request) => {
    const { id } = parseInput(operatorIdParamsSchema, request.params);
    return ok(await operators.update(request, id, parseInput(updateOperatorRequestSchema, request.body)));
  });

  app.get('/ops/security', { config: { ops: { permission: 'operators.read' } } }, async (request) =>
    ok(await operators.security(request.site.merchant)),
  );

  app.put('/ops/security', { config: { ops: { permission: 'operators.write', action: 'security.update' } } }, async (request) => {
    const input = parseInput(opsSecuritySchema, request.body);
    return ok(await operators.saveSecurity(request, input, ipAllowed(request.site.visitor.ip, input.ipAllowList)));
  });

  app.get('/ops/audit', { config: { ops: { permission: 'audit.read' } } }, async (request) =>
    ok(await operators.audit(request.site.merchant, parseInput(auditQuerySchema, request.query))),
  );
}
