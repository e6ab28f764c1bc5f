import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { feedbackRoutes } from './feedback.routes';
import { createFeedbackService } from './feedback.service';

/** Feedback (issue 17 item 4): members' questions with images, answered by operators in the back office. */
export async function feedbackPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const feedback = createFeedbackService({ db: deps.db, limiter: deps.limiter, events: deps.events });
  await app.register(feedbackRoutes, { auth: deps.auth, feedback });
}
