import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { verificationRoutes } from './verification.routes';

/** The verification area's calls: SMS and email codes (the service is shared: auth and member use it too). */
export async function verificationPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { verification, members, configService, passwordAttempts } = deps;
  await app.register(verificationRoutes, { verification, members, config: configService, passwordAttempts });
}
