import {
  claimRedEnvelopeRequestSchema,
  createRedEnvelopeDropRequestSchema,
  myRedEnvelopesRequestSchema,
  opsRedEnvelopeDropParamsSchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { RedEnvelopesService } from './red-envelopes.service';

const READ = { ops: { permission: 'promotions.read' } } as const;
const CREATE = { ops: { permission: 'promotions.write', action: 'red_envelope.create' } } as const;
const END = { ops: { permission: 'promotions.write', action: 'red_envelope.end' } } as const;

/** Red envelopes (schemas/red-envelopes.ts): members' drops, claim and history; the operator's drops. */
export async function redEnvelopesRoutes(
  app: FastifyInstance,
  deps: { redEnvelopes: RedEnvelopesService; auth: AuthService },
): Promise<void> {
  const { redEnvelopes, auth } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

  app.get('/wps/promotion/raffle/drops', async (request) => ok(await redEnvelopes.drops(request.site, await session(request))));
  app.post('/wps/promotion/raffle/claim', async (request) => {
    const ctx = await session(request);
    return ok(await redEnvelopes.claim(request.site, ctx, parseInput(claimRedEnvelopeRequestSchema, request.body)));
  });
  app.get('/wps/promotion/raffle/mine', async (request) => {
    const ctx = await session(request);
    const query = parseInput(myRedEnvelopesRequestSchema, request.query);
    return ok(await redEnvelopes.mine(request.site, ctx, query.page, query.size));
  });

  app.get('/ops/red-envelopes', { config: READ }, async (request) => ok(await redEnvelopes.opsList(request)));
  app.post('/ops/red-envelopes', { config: CREATE }, async (request) =>
    ok(await redEnvelopes.create(request, parseInput(createRedEnvelopeDropRequestSchema, request.body))),
  );
  app.post('/ops/red-envelopes/:id/end', { config: END }, async (request) =>
    ok(await redEnvelopes.end(request, parseInput(opsRedEnvelopeDropParamsSchema, request.params).id)),
  );
}
