import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { opsAnnouncementRoutes } from './ops-announcements.routes';
import { createOpsAnnouncementService } from './ops-announcements.service';

/** The back office's announcements (issue 17 items 1 and 7): write, schedule, target, publish, withdraw. */
export async function opsAnnouncementsPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  await app.register(opsAnnouncementRoutes, { announcements: createOpsAnnouncementService(deps.db) });
}
