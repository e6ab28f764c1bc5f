import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { authRoutes } from './auth.routes';

/** The auth area's calls: login, logout, free play, captcha and the encryption key (its services are shared). */
export async function authPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { auth, captcha, encryption } = deps;
  await app.register(authRoutes, { auth, captcha, encryption });
}
