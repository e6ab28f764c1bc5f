import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createAdjustmentsService } from './adjustments.service';
import { createMemberActionsService } from './member-actions.service';
import { createMemberPageRepository } from './member-page.repository';
import { createMemberPageService } from './member-page.service';
import { createMemberSearchRepository } from './member-search.repository';
import { opsMembersRoutes } from './ops-members.routes';

/** The back office's members: search, the member page, account actions and manual balance adjustments. */
export async function opsMembersPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db } = deps;
  const page = createMemberPageRepository(db);
  await app.register(opsMembersRoutes, {
    search: createMemberSearchRepository(db),
    page,
    detail: createMemberPageService(page),
    actions: createMemberActionsService({ db, page, sockets: deps.sessionSockets, config: deps.configService }),
    adjustments: createAdjustmentsService(db),
  });
}
