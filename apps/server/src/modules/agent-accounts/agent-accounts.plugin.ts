import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createAgentAccountsRepository } from './agent-accounts.repository';
import { agentAccountsRoutes } from './agent-accounts.routes';
import { createAgentAccountsService } from './agent-accounts.service';
import { createInvitationService } from './invitations.service';

/**
 * The agent back office's register accounts: created downlines and invitation codes. Needs
 * `prizeGroups`; provides `invitations` (registration redeems a code).
 */
export async function agentAccountsPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, members, configService, limiter, auth, encryption, services } = deps;
  const prizeGroups = services.need('prizeGroups');
  const invitations = createInvitationService({ db, repo: createAgentAccountsRepository(db), members, prizeGroups });
  services.provide('invitations', invitations);
  const accounts = createAgentAccountsService({ db, members, config: configService, prizeGroups, limiter });
  await app.register(agentAccountsRoutes, { accounts, invitations, auth, encryption });
}
