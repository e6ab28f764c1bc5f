import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createRedEnvelopesRepository } from './red-envelopes.repository';
import { redEnvelopesRoutes } from './red-envelopes.routes';
import { createRedEnvelopesService } from './red-envelopes.service';

/** Red envelopes (issue 19 item 2, docs/promotions/red-envelopes.md). Needs promotions (audiences). */
export async function redEnvelopesPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const redEnvelopes = createRedEnvelopesService({
    db: deps.db,
    repo: createRedEnvelopesRepository(deps.db),
    promotions: deps.services.need('promotions'),
  });
  await app.register(redEnvelopesRoutes, { redEnvelopes, auth: deps.auth });
}
