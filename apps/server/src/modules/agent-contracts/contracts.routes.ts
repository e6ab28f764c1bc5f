import {
  contractIdParamsSchema,
  contractListQuerySchema,
  contractOfferSchema,
  contractSignSchema,
  opsContractListQuerySchema,
  opsContractOfferSchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import { recordAudit } from '../ops/audit';
import { operatorOf } from '../ops/ops-guard';
import type { ContractsService, HouseAudit } from './contracts.service';

/** The agent back office's contract calls (schemas/contracts.ts), settlement records aside. */
export async function agentContractRoutes(app: FastifyInstance, deps: { contracts: ContractsService; auth: AuthService }): Promise<void> {
  markMemberRoutes(app);
  const { contracts, auth } = deps;
  const member = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);
  const idOf = (request: FastifyRequest) => parseInput(contractIdParamsSchema, request.params).id;

  app.get('/wps/agent/contracts', async (request) => {
    const ctx = await member(request);
    return ok(await contracts.list(request.site, ctx, parseInput(contractListQuerySchema, request.query)));
  });

  app.get('/wps/agent/contracts/requests', async (request) => ok(await contracts.requests(request.site, await member(request))));

  app.get('/wps/agent/contracts/consolidated', async (request) => ok(await contracts.consolidated(await member(request))));

  app.post('/wps/agent/contracts/offer', async (request) => {
    const ctx = await member(request);
    return ok(await contracts.offer(request.site, ctx, parseInput(contractOfferSchema, request.body)));
  });

  app.post('/wps/agent/contracts/:id/sign', async (request) => {
    const ctx = await member(request);
    const id = idOf(request);
    const { confirmCascade } = parseInput(contractSignSchema, request.body);
    return ok(await contracts.sign(request.site, ctx, id, confirmCascade));
  });

  app.post('/wps/agent/contracts/:id/reject', async (request) => {
    const ctx = await member(request);
    return ok(await contracts.reject(request.site, ctx, idOf(request)));
  });

  app.post('/wps/agent/contracts/:id/withdraw', async (request) => {
    const ctx = await member(request);
    return ok(await contracts.withdraw(request.site, ctx, idOf(request)));
  });

  app.post('/wps/agent/contracts/:id/terminate', async (request) => {
    const ctx = await member(request);
    return ok(await contracts.requestTermination(request.site, ctx, idOf(request)));
  });

  app.post('/wps/agent/contracts/:id/termination/accept', async (request) => {
    const ctx = await member(request);
    return ok(await contracts.answerTermination(request.site, ctx, idOf(request), true));
  });

  app.post('/wps/agent/contracts/:id/termination/reject', async (request) => {
    const ctx = await member(request);
    return ok(await contracts.answerTermination(request.site, ctx, idOf(request), false));
  });
}

/** The operator's side of house contracts: offer a top-level agent, list an agent's contracts, end one. */
export async function opsContractRoutes(app: FastifyInstance, deps: { contracts: ContractsService }): Promise<void> {
  const { contracts } = deps;

  app.get('/ops/agent/contracts', { config: { ops: { permission: 'agents.read' } } }, async (request) =>
    ok(await contracts.houseList(request.site.merchant, parseInput(opsContractListQuerySchema, request.query))),
  );

  /** The audit row of a house contract change, written in the change's transaction with the contract before and after. */
  const auditAs =
    (request: FastifyRequest, action: string): HouseAudit =>
    (trx, change) =>
      recordAudit(trx, request, { action, targetType: 'contract', ...change });

  app.post('/ops/agent/contracts/offer', { config: { ops: { permission: 'agents.write', action: 'contract.offer' } } }, async (request) =>
    ok(
      await contracts.houseOffer(
        request.site.merchant,
        operatorOf(request),
        parseInput(opsContractOfferSchema, request.body),
        auditAs(request, 'contract.offer'),
      ),
    ),
  );

  app.post(
    '/ops/agent/contracts/:id/terminate',
    { config: { ops: { permission: 'agents.write', action: 'contract.terminate' } } },
    async (request) => {
      const { id } = parseInput(contractIdParamsSchema, request.params);
      return ok(await contracts.houseTermination(request.site.merchant, id, true, auditAs(request, 'contract.terminate')));
    },
  );

  app.post(
    '/ops/agent/contracts/:id/termination/reject',
    { config: { ops: { permission: 'agents.write', action: 'contract.termination_reject' } } },
    async (request) => {
      const { id } = parseInput(contractIdParamsSchema, request.params);
      return ok(await contracts.houseTermination(request.site.merchant, id, false, auditAs(request, 'contract.termination_reject')));
    },
  );
}
