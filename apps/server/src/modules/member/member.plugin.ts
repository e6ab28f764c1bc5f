import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { memberRoutes } from './member.routes';
import { createMemberService } from './member.service';

/** The member area: registration, member info, passwords. Needs `invitations` (a code at registration). */
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
  });
  await app.register(memberRoutes, { members: service, auth, encryption });
}
