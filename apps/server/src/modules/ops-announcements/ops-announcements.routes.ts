import { announcementRequestSchema, noticeIdParamsSchema, opsAgentPickQuerySchema, opsAnnouncementQuerySchema } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { OpsAnnouncementService } from './ops-announcements.service';

const READ = { ops: { permission: 'content.read' } } as const;
const write = (action: string) => ({ ops: { permission: 'content.write', action } }) as const;

/** Announcements in the back office: read with `content.read`, change with `content.write` (docs/communications/announcements.md). */
export async function opsAnnouncementRoutes(app: FastifyInstance, deps: { announcements: OpsAnnouncementService }): Promise<void> {
  const { announcements } = deps;

  app.get('/ops/announcements', { config: READ }, async (request) =>
    ok(await announcements.page(request, parseInput(opsAnnouncementQuerySchema, request.query))),
  );
  app.get('/ops/announcements/agents', { config: READ }, async (request) =>
    ok(await announcements.pickAgents(request, parseInput(opsAgentPickQuerySchema, request.query).q)),
  );
  app.get('/ops/announcements/:id', { config: READ }, async (request) =>
    ok(await announcements.get(request, parseInput(noticeIdParamsSchema, request.params).id)),
  );
  app.post('/ops/announcements', { config: write('announcement.create') }, async (request) =>
    ok(await announcements.create(request, parseInput(announcementRequestSchema, request.body))),
  );
  app.put('/ops/announcements/:id', { config: write('announcement.update') }, async (request) => {
    const { id } = parseInput(noticeIdParamsSchema, request.params);
    return ok(await announcements.update(request, id, parseInput(announcementRequestSchema, request.body)));
  });
  app.post('/ops/announcements/:id/publish', { config: write('announcement.publish') }, async (request) =>
    ok(await announcements.publish(request, parseInput(noticeIdParamsSchema, request.params).id)),
  );
  app.post('/ops/announcements/:id/withdraw', { config: write('announcement.withdraw') }, async (request) =>
    ok(await announcements.withdraw(request, parseInput(noticeIdParamsSchema, request.params).id)),
  );
  app.delete('/ops/announcements/:id', { config: write('announcement.delete') }, async (request) =>
    ok(await announcements.remove(request, parseInput(noticeIdParamsSchema, request.params).id)),
  );
}
