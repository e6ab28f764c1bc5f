import { opsMemberParamsSchema, opsMoveMemberSchema, opsSettlementQuerySchema, opsTreeQuerySchema } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { OpsAgentsService } from './agents.service';

/** The back office's agent calls (schemas/ops-agents.ts); contracts are under /ops/agent/contracts (agent-contracts). */
export async function opsAgentsRoutes(app: FastifyInstance, deps: { agents: OpsAgentsService }): Promise<void> {
  const { agents } = deps;

  app.get('/ops/agents/tree', { config: { ops: { permission: 'agents.read' } } }, async (request) =>
    ok(await agents.tree(request.site.merchant, parseInput(opsTreeQuerySchema, request.query))),
  );

  app.get('/ops/agents/settlements', { config: { ops: { permission: 'agents.read' } } }, async (request) =>
    ok(await agents.settlements(request.site.merchant, parseInput(opsSettlementQuerySchema, request.query))),
  );

  app.post(
    '/ops/agents/members/:id/move',
    { config: { ops: { permission: 'agents.write', action: 'agents.member_move' } } },
    async (request) => {
      const { id } = parseInput(opsMemberParamsSchema, request.params);
      const { newParentUsername } = parseInput(opsMoveMemberSchema, request.body);
      return ok(await agents.move(request, id, newParentUsername));
    },
  );
}
