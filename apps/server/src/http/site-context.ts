import { type LanguageCode, normalizeLanguage, siteHeadersSchema } from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { MerchantRow } from '../db/schema';
import type { SessionLookup } from '../modules/auth/session.repository';
import type { ConfigService, Visitor } from '../modules/config/config.service';
import { AppError } from './app-error';
import { parseInput } from './validate';

/** What every API call knows about its caller: merchant, language, device, visitor. */
export type SiteContext = {
  merchant: MerchantRow;
  language: LanguageCode;
  device: string;
  visitor: Visitor;
  /** The caller's User-Agent, for the login history's device. */
  userAgent?: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteContext;
  }
  interface FastifyContextConfig {
    /**
     * The route answers from configuration kept in process memory: its merchant row is the one
     * the configuration cache holds (modules/config/config-cache.ts), not a read per call.
     */
    configFromMemory?: boolean;
  }
}

/** The visitor's address as one canonical text (IPv4-mapped IPv6 becomes plain IPv4). */
export function canonicalIp(raw: string): string {
  return ipaddr.isValid(raw) ? ipaddr.process(raw).toString() : '0.0.0.0';
}

/** Reads the visitor's country from the trusted CDN header, when one is configured. */
function countryOf(request: FastifyRequest, header: string | undefined): string | null {
  if (!header) return null;
  const value = request.headers[header];
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[A-Za-z]{2}$/.test(text) ? text.toUpperCase() : null;
}

/** Resolves the site context of a request from its headers (spec §7 headers). */
export async function resolveSiteContext(
  request: FastifyRequest,
  config: ConfigService,
  countryHeader: string | undefined,
  session?: SessionLookup,
): Promise<SiteContext> {
  const headers = parseInput(siteHeadersSchema, {
    merchant: request.headers.merchant || undefined,
    language: request.headers.language || undefined,
    device: request.headers.device || undefined,
  });
  const host = request.hostname.toLowerCase();
  // A member call reads its session with its merchant's row version: while that version is the
  // one last read, the row is current and needs no read of its own (session-prefetch.ts).
  const code = headers.merchant?.trim();
  const found = code && session ? await session.catch(() => undefined) : undefined;
  const known = code && found?.merchant.code === code ? config.knownMerchant(code, found.merchant.version) : undefined;
  const fromMemory = request.routeOptions?.config?.configFromMemory === true;
  const merchant = known ?? (await config.resolveMerchant(headers.merchant, host, { fromMemory }));
  const language = normalizeLanguage(headers.language) ?? normalizeLanguage(merchant.default_language) ?? 'my';
  const visitor: Visitor = { ip: canonicalIp(request.ip), country: countryOf(request, countryHeader), host };
  const userAgent = request.headers['user-agent']?.slice(0, 512);
  return { merchant, language, device: headers.device ?? 'web', visitor, ...(userAgent ? { userAgent } : {}) };
}

/**
 * Calls that keep answering during maintenance or a region block: the shell needs /wps/system to
 * explain, and operators (/ops) keep running the cashier while players are kept out.
 */
export function isUngatedPath(url: string): boolean {
  return url.startsWith('/wps/system/') || url.startsWith('/ops/');
}

/**
 * Customer service's own calls (the live chat behind the maintenance screen's "contact customer
 * service" button): a player locked out by maintenance can still ask when it ends. A region block
 * keeps them out like everything else.
 */
export function isSupportPath(url: string): boolean {
  return url.startsWith('/wps/livechat/') || url.startsWith('/wps/relay/LC_');
}

/** Refuses API calls while the site is in maintenance (503, customer service excepted) or the visitor is region-blocked (403). */
export async function gateSite(site: SiteContext, config: ConfigService, url = ''): Promise<void> {
  if (site.merchant.maintenance && !isSupportPath(url)) throw new AppError('system_maintenance');
  if (await config.isBlocked(site.merchant, site.visitor)) throw new AppError('access_restricted');
}
