import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { securityRoutes } from './security.routes';
import { createSecurityService } from './security.service';

/** The security centre (issue 20 item 2): two-factor sign-in, login history, sessions, new-address methods. */
export async function securityPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const security = createSecurityService({
    db: deps.db,
    limiter: deps.limiter,
    passwordAttempts: deps.passwordAttempts,
    sockets: deps.sessionSockets,
    verification: deps.verification,
    messages: deps.messages,
  });
  await app.register(securityRoutes, { auth: deps.auth, security, encryption: deps.encryption });
}
