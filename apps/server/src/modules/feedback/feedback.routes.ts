import {
  FEEDBACK_LIMITS,
  feedbackIdParamsSchema,
  feedbackImageParamsSchema,
  feedbackListQuerySchema,
  feedbackReplyRequestSchema,
  feedbackRequestSchema,
  opsFeedbackQuerySchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { FeedbackService } from './feedback.service';
import { readFeedback } from './feedback-upload';

const READ = { ops: { permission: 'support.read' } } as const;
const write = (action: string) => ({ ops: { permission: 'support.write', action } }) as const;

/** An image answered as itself: its sniffed type, never guessed by the browser, kept by no shared cache. */
function sendImage(reply: FastifyReply, image: { content_type: string; bytes: Buffer }) {
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-store')
    .type(image.content_type)
    .send(image.bytes);
}

/** A member's feedback calls (its own only). */
async function memberFeedbackRoutes(app: FastifyInstance, deps: { auth: AuthService; feedback: FeedbackService }) {
  markMemberRoutes(app);
  const { auth, feedback } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

  app.put('/wps/feedback', { bodyLimit: FEEDBACK_LIMITS.images * FEEDBACK_LIMITS.imageBytes + 256 * 1024 }, async (request) => {
    const ctx = await session(request);
    const { fields, images } = await readFeedback(request);
    return ok(await feedback.create(ctx, parseInput(feedbackRequestSchema, fields), images));
  });
  app.get('/wps/feedback', async (request) => {
    const ctx = await session(request);
    const query = parseInput(feedbackListQuerySchema, request.query);
    return ok(await feedback.list(ctx, query.pageNo, query.pageSize));
  });
  app.get('/wps/feedback/:id', async (request) => {
    const ctx = await session(request);
    return ok(await feedback.get(ctx, parseInput(feedbackIdParamsSchema, request.params).id));
  });
  app.get('/wps/feedback/:id/images/:imageId', async (request, reply) => {
    const ctx = await session(request);
    const { id, imageId } = parseInput(feedbackImageParamsSchema, request.params);
    return sendImage(reply, await feedback.memberImage(ctx, id, imageId));
  });
}

/** The back office's feedback queue (`support.read`; answers and closing need `support.write`). */
async function opsFeedbackRoutes(app: FastifyInstance, deps: { feedback: FeedbackService }) {
  const { feedback } = deps;
  app.get('/ops/feedback', { config: READ }, async (request) =>
    ok(await feedback.queue(request, parseInput(opsFeedbackQuerySchema, request.query))),
  );
  app.get('/ops/feedback/:id', { config: READ }, async (request) =>
    ok(await feedback.opsThread(request, parseInput(feedbackIdParamsSchema, request.params).id)),
  );
  app.get('/ops/feedback/:id/images/:imageId', { config: READ }, async (request, reply) => {
    const { id, imageId } = parseInput(feedbackImageParamsSchema, request.params);
    return sendImage(reply, await feedback.opsImage(request, id, imageId));
  });
  app.post('/ops/feedback/:id/reply', { config: write('feedback.reply') }, async (request) => {
    const { id } = parseInput(feedbackIdParamsSchema, request.params);
    return ok(await feedback.reply(request, id, parseInput(feedbackReplyRequestSchema, request.body).content));
  });
  app.post('/ops/feedback/:id/close', { config: write('feedback.close') }, async (request) =>
    ok(await feedback.close(request, parseInput(feedbackIdParamsSchema, request.params).id)),
  );
}

export async function feedbackRoutes(app: FastifyInstance, deps: { auth: AuthService; feedback: FeedbackService }): Promise<void> {
  await app.register(memberFeedbackRoutes, deps);
  await app.register(opsFeedbackRoutes, deps);
}
