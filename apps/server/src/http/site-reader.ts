import type { FastifyRequest } from 'fastify';
import type { AuthService } from '../modules/auth/auth.service';
import type { ConfigService } from '../modules/config/config.service';
import { gateSite, isUngatedPath, resolveSiteContext } from './site-context';

/** Reads `request.site` for the player API: the `onRequest` hook, and a fresh read for `onRememberedSession`. */
export type SiteReader = {
  /** The API context's `onRequest` hook: the call's merchant (and member session, for member calls), gated. */
  onRequest: (request: FastifyRequest) => Promise<void>;
  /** For `onRememberedSession`: the session and merchant read afresh. */
  readAfresh: (request: FastifyRequest) => Promise<void>;
};

/**
 * The site context of the player API's calls. It lives apart from site-context.ts because it
 * starts the member's session read (the auth service), which itself takes a site context.
 */
export function createSiteReader(deps: { auth: AuthService; config: ConfigService; countryHeader: string | undefined }): SiteReader {
  const { auth, config, countryHeader } = deps;
  const readSite = async (request: FastifyRequest, remembered: boolean): Promise<void> => {
    const route = request.routeOptions.config;
    if (route.memberSession) {
      request.sessionLookup = auth.prefetchSession(request.headers.authorization, { remembered });
      request.sessionRemembered = remembered && (await request.sessionLookup?.catch(() => undefined))?.remembered !== undefined;
    }
    try {
      request.site = await resolveSiteContext(request, config, countryHeader, request.sessionLookup);
      if (!isUngatedPath(request.url)) await gateSite(request.site, config, request.url);
    } catch (error) {
      // A remembered session may name a merchant row older than the database's: refuse only on a fresh read.
      if (!request.sessionRemembered) throw error;
      await readSite(request, false);
    }
  };
  return {
    onRequest: (request) => readSite(request, request.routeOptions.config.rememberedSession === true),
    readAfresh: (request) => readSite(request, false),
  };
}
