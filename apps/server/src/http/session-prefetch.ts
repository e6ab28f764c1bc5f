import type { FastifyInstance } from 'fastify';
import type { SessionLookup } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session read of a member call, started beside its merchant read (app.ts). */
    sessionLookup?: SessionLookup;
  }
  interface FastifyContextConfig {
    /** The route authenticates a member: its session is read as soon as the request arrives. */
    memberSession?: boolean;
  }
}

/**
 * Marks every route registered after this call in the plugin as a member call, so app.ts starts
 * its session read as the request arrives. That read also returns the member's merchant's row
 * version: when it is the version last read, the merchant row in memory is current and the call
 * makes no merchant read (http/site-context.ts). One query instead of two. Only an optimisation:
 * `authenticate` reads the session itself when nothing was started, and the merchant is read when
 * its version moved.
 */
export function markMemberRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), memberSession: true };
  });
}
