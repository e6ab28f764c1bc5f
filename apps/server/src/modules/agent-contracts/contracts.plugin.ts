import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createContractsRepository } from './contracts.repository';
import { agentContractRoutes, opsContractRoutes } from './contracts.routes';
import { createContractsService } from './contracts.service';

/** Agent contracts: the agent's calls and the operator's house contracts. */
export async function contractsPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, events, auth } = deps;
  const contracts = createContractsService({ db, repo: createContractsRepository(db), events });
  await app.register(agentContractRoutes, { contracts, auth });
  await app.register(opsContractRoutes, { contracts });
}
