import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionLookup } from '../modules/auth/session.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session read of a member call, started beside its merchant read (app.ts). */
    sessionLookup?: SessionLookup;
    /** The call started from a remembered session (see `onRememberedSession`), not a read. */
    sessionRemembered?: boolean;
  }
  interface FastifyContextConfig {
    /** The route authenticates a member: its session is read as soon as the request arrives. */
    memberSession?: boolean;
    /**
     * The route's only effect is a guarded ledger post (ledger/post.ts PostGuard): it may start
     * from the session as this process last read it, and answer through `onRememberedSession`.
     */
    rememberedSession?: boolean;
  }
}

/**
 * Answers a call of a `rememberedSession` route. A remembered session saves the call its session
 * read (the one database round trip it would make besides its post), and its post checks the
 * session, member and merchant in its own statement, so no money moves on a session revoked, a
 * member changed or a merchant reconfigured since. Only a success may rest on it: when the call
 * fails in any way (the guard refused the post, the member is a trial, the amount is short, ...),
 * the session and the merchant are read afresh, the site gate applied again, and the call made
 * once more, so every answer but a success is the one a fresh read gives. A post that failed left
 * nothing behind, so making it again is safe.
 */
export async function onRememberedSession<T>(
  request: FastifyRequest,
  readAfresh: (request: FastifyRequest) => Promise<void>,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!request.sessionRemembered) throw error;
    await readAfresh(request);
    return call();
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
