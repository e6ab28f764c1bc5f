import {
  createAgentAccountRequestSchema,
  createInvitationRequestSchema,
  invitationParamsSchema,
  invitationsQuerySchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { EncryptionService } from '../auth/encryption.service';
import type { AgentAccountsService } from './agent-accounts.service';
import type { InvitationService } from './invitations.service';

type Deps = { accounts: AgentAccountsService; invitations: InvitationService; auth: AuthService; encryption: EncryptionService };

/** The agent back office's register accounts: created downlines and invitation codes (schemas/agent-accounts.ts). */
export async function agentAccountsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  markMemberRoutes(app);
  const { accounts, invitations, auth, encryption } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

  app.post('/wps/agent/accounts', async (request) => {
    const ctx = await session(request);
    const input = parseInput(createAgentAccountRequestSchema, await encryption.readBody(request));
    return ok(await accounts.create(request.site, ctx, input));
  });

  app.get('/wps/agent/invitations', async (request) => {
    const ctx = await session(request);
    return ok(await invitations.list(ctx, parseInput(invitationsQuerySchema, request.query)));
  });

  app.post('/wps/agent/invitations', async (request) => {
    const ctx = await session(request);
    return ok(await invitations.create(request.site, ctx, parseInput(createInvitationRequestSchema, request.body)));
  });

  app.post('/wps/agent/invitations/:id/disable', async (request) => {
    const ctx = await session(request);
    const { id } = parseInput(invitationParamsSchema, request.params);
    return ok(await invitations.disable(ctx, id));
  });
}
