import {
  applyPromotionFieldsSchema,
  approveApplicationRequestSchema,
  joinPromotionRequestSchema,
  opsApplicationIdParamsSchema,
  opsApplicationImageParamsSchema,
  opsApplicationQuerySchema,
  promotionApplicationImageParamsSchema,
  promotionApplicationQuerySchema,
  rejectApplicationRequestSchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import { APPLY_BODY_LIMIT, readApplication } from './application-upload';
import type { ApplicationsService } from './applications.service';
import type { createJoinService } from './promotion-join';

type Deps = { auth: AuthService; applications: ApplicationsService; joins: ReturnType<typeof createJoinService> };

const READ = { ops: { permission: 'promotions.read' } } as const;
const review = (action: string) => ({ ops: { permission: 'promotions.review', action } }) as const;

/** An application image answered as itself: its sniffed type, never guessed by the browser, kept by no shared cache. */
function sendImage(reply: FastifyReply, image: { content_type: string; bytes: Buffer }) {
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-store')
    .type(image.content_type)
    .send(image.bytes);
}

/** The member's joins and applications (schemas/promotion-entries.ts). */
async function memberEntryRoutes(app: FastifyInstance, deps: Deps) {
  markMemberRoutes(app);
  const { auth, applications, joins } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

  app.post('/wps/promotion/join', async (request) => {
    const ctx = await session(request);
    return ok(await joins.join(request.site, ctx, parseInput(joinPromotionRequestSchema, request.body)));
  });
  app.post('/wps/promotion/apply', { bodyLimit: APPLY_BODY_LIMIT }, async (request) => {
    const ctx = await session(request);
    const { fields, images } = await readApplication(request);
    return ok(await applications.apply(request.site, ctx, parseInput(applyPromotionFieldsSchema, fields), images));
  });
  app.get('/wps/promotion/application', async (request) => {
    const ctx = await session(request);
    const { promotionId } = parseInput(promotionApplicationQuerySchema, request.query);
    return ok(await applications.mine(request.site, ctx, promotionId));
  });
  app.get('/wps/promotion/application/:id/images/:n', async (request, reply) => {
    const ctx = await session(request);
    const { id, n } = parseInput(promotionApplicationImageParamsSchema, request.params);
    return sendImage(reply, await applications.memberImage(request.site, ctx, id, n));
  });
}

/** The back office's application queue: reading needs `promotions.read`, deciding `promotions.review`. */
async function opsApplicationRoutes(app: FastifyInstance, deps: Deps) {
  const { applications } = deps;
  app.get('/ops/promotions/applications', { config: READ }, async (request) =>
    ok(await applications.queue(request, parseInput(opsApplicationQuerySchema, request.query))),
  );
  app.get('/ops/promotions/applications/:id', { config: READ }, async (request) =>
    ok(await applications.opsDetail(request, parseInput(opsApplicationIdParamsSchema, request.params).id)),
  );
  app.get('/ops/promotions/applications/:id/images/:n', { config: READ }, async (request, reply) => {
    const { id, n } = parseInput(opsApplicationImageParamsSchema, request.params);
    return sendImage(reply, await applications.opsImage(request, id, n));
  });
  app.post('/ops/promotions/applications/:id/approve', { config: review('promotion.application.approve') }, async (request) => {
    const { id } = parseInput(opsApplicationIdParamsSchema, request.params);
    const { amount } = parseInput(approveApplicationRequestSchema, request.body ?? {});
    return ok(await applications.approve(request, id, amount));
  });
  app.post('/ops/promotions/applications/:id/reject', { config: review('promotion.application.reject') }, async (request) => {
    const { id } = parseInput(opsApplicationIdParamsSchema, request.params);
    return ok(await applications.reject(request, id, parseInput(rejectApplicationRequestSchema, request.body).reason));
  });
}

/** Joins, applications and their review (issue 19 items 5 and 6). */
export async function promotionEntryRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(memberEntryRoutes, deps);
  await app.register(opsApplicationRoutes, deps);
}
