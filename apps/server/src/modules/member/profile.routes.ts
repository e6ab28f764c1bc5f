import {
  chooseIconRequestSchema,
  memberIdParamsSchema,
  opsProfileCorrectionRequestSchema,
  updateProfileRequestSchema,
  updateProfileRulesRequestSchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import { readIconUpload } from './member-icon-image';
import type { ProfileService } from './profile.service';

const iconTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/** The uploaded icons' pictures: public (an <img> sends no session) and found only by their random token. */
export async function memberIconFileRoutes(app: FastifyInstance, deps: { profile: ProfileService }): Promise<void> {
  app.get('/wps/member/icons/:token', async (request, reply) => {
    const { token } = parseInput(iconTokenSchema, request.params);
    const file = await deps.profile.icon(token);
    if (!file) throw new AppError('not_found');
    reply.header('cache-control', 'public, max-age=86400, immutable');
    reply.header('x-content-type-options', 'nosniff');
    return reply.type(file.content_type).send(file.bytes);
  });

  // The operator's profile field modes live with the profile; the back-office guard checks them like every /ops route.
  app.get('/ops/site/profile-rules', { config: { ops: { permission: 'site.read' } } }, async (request) =>
    ok(await deps.profile.rules(request.site.merchant.id)),
  );
  app.put('/ops/site/profile-rules', { config: { ops: { permission: 'site.write', action: 'site.profile_rules' } } }, async (request) =>
    ok(await deps.profile.setRules(request, parseInput(updateProfileRulesRequestSchema, request.body))),
  );
}

/**
 * The back office's view and correction of one member's profile (the member page's Profile card):
 * reading needs `members.read`, a correction `members.write` with a reason, audited as `member.profile`.
 * A member of another merchant is `member_not_found` (404), as on every /ops/members route.
 */
export async function opsProfileRoutes(app: FastifyInstance, deps: { profile: ProfileService }): Promise<void> {
  const memberId = (request: FastifyRequest) => parseInput(memberIdParamsSchema, request.params).id;
  app.get('/ops/members/:id/profile', { config: { ops: { permission: 'members.read' } } }, async (request) =>
    ok(await deps.profile.opsProfile(request.site.merchant.id, memberId(request))),
  );
  app.put('/ops/members/:id/profile', { config: { ops: { permission: 'members.write', action: 'member.profile' } } }, async (request) =>
    ok(await deps.profile.correct(request, memberId(request), parseInput(opsProfileCorrectionRequestSchema, request.body))),
  );
}

/** The member's profile (spec §3 labels) and icon (spec §7 `/wps/member/info/icon`). */
export async function profileRoutes(app: FastifyInstance, deps: { profile: ProfileService; auth: AuthService }): Promise<void> {
  markMemberRoutes(app);
  const { profile, auth } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

  app.get('/wps/member/info/profile', async (request) => ok(await profile.profile(await session(request))));

  app.put('/wps/member/info/profile', async (request) => {
    const ctx = await session(request);
    return ok(await profile.update(ctx, parseInput(updateProfileRequestSchema, request.body)));
  });

  app.put('/wps/member/info/icon', async (request) => {
    const ctx = await session(request);
    return ok(await profile.chooseIcon(ctx, parseInput(chooseIconRequestSchema, request.body)));
  });

  app.post('/wps/member/info/icon', async (request) => {
    const ctx = await session(request);
    return ok(await profile.uploadIcon(ctx, await readIconUpload(request)));
  });
}
