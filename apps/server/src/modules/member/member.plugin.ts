import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { memberRoutes } from './member.routes';
import { createMemberService } from './member.service';
import { memberIconFileRoutes, opsProfileRoutes, profileRoutes } from './profile.routes';
import { createProfileService } from './profile.service';

/** The member area: registration, member info, passwords, the profile and icon. Needs `invitations` (a code at registration); provides `memberRegistrations`. */
export async function memberPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const {
    db,
    members,
    sessions,
    auth,
    configService,
    captcha,
    verification,
    messages,
    limiter,
    sessionSockets,
    encryption,
    passwordAttempts,
  } = deps;
  const service = createMemberService({
    db,
    members,
    invitations: deps.services.need('invitations'),
    sessions,
    auth,
    config: configService,
    captcha,
    verification,
    mail: messages.mail,
    limiter,
    sockets: sessionSockets,
    passwordAttempts,
    // Promotions register after this area (they need messages): looked up when a call asks, not now.
    claimablePromotions: (site, memberId) => deps.services.need('promotions').claimableCount(site, memberId),
  });
  deps.services.provide('memberRegistrations', service);
  await app.register(memberRoutes, { members: service, auth, encryption });
  const profile = createProfileService(db);
  await app.register(profileRoutes, { profile, auth });
  await app.register(memberIconFileRoutes, { profile });
  await app.register(opsProfileRoutes, { profile });
}
