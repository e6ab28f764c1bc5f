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
 * its session read while the merchant is still being resolved: one database wait instead of two
 * in a row. Only an optimisation: `authenticate` reads the session itself when nothing was started.
 */
export function markMemberRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), memberSession: true };
  });
}
