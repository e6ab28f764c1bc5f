import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permissionsPolicy } from './security-headers';

/**
 * Whether the answer belongs to a caller who named itself: any request carrying an Authorization
 * header (member, agent or operator session, valid or not).
 */
export function isAuthenticatedRequest(request: Pick<FastifyRequest, 'headers'>): boolean {
  return request.headers.authorization !== undefined;
}

/**
 * Headers every answer carries, whatever produced it (a route, the error handler, the not-found
 * handler, a static file): the Permissions-Policy (pages override it with their launch CDNs), and
 * `Cache-Control: no-store` on every answer to an authenticated call, errors included, so no
 * shared proxy keeps a member's balance or records.
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  const policy = permissionsPolicy([]);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('permissions-policy')) reply.header('permissions-policy', policy);
    if (isAuthenticatedRequest(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
