import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { authRoutes } from './auth.routes';
import { loginCodeRoutes } from './login-code.routes';
import { createLoginCodeService } from './login-code.service';

/**
 * The auth area's calls: login, logout, free play, captcha, the encryption key (its services are
 * shared) and the one-time login codes that stand in for a token in a URL.
 */
export async function authPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, auth, captcha, encryption, members } = deps;
  await app.register(authRoutes, { auth, captcha, encryption });
  await app.register(loginCodeRoutes, { codes: createLoginCodeService({ db, auth, members }), auth });
}
