import type { VendorCredentials } from '@fortuna/reference-provider';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The demo's game vendor (providers/reference) runs in the portal's process but as an outsider:
 * it reaches money only through the signed protocol over real HTTP to the portal's own address.
 * Vendors whose launch URL is {@link REFERENCE_LAUNCH_URL} are played by it; with the demo's
 * launch CDN `/play` (seed data) their games open at `/play/reference/`, where it is mounted,
 * on the portal's own origin — which the page CSP's frame-src allows ('self').
 */
export const REFERENCE_LAUNCH_URL = '/reference/';
export const REFERENCE_VENDOR_PREFIX = '/play/reference';

/** The base URL of a listening server as seen from itself (a wildcard bind is reached on loopback). */
export function localBaseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the portal is not listening on TCP');
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * The reference vendor's keys: in the demo they are the credential rows the seed gave the
 * vendors it plays (a real vendor keeps its keys in its own configuration).
 */
export function referenceVendorCredentials(db: Kysely<Database>) {
  return async (operator: string, vendor: string): Promise<VendorCredentials | undefined> => {
    const row = await db
      .selectFrom('provider_credential as c')
      .innerJoin('merchant as m', 'm.id', 'c.merchant_id')
      .select(['c.key_id', 'c.secret'])
      .where('m.code', '=', operator)
      .where('c.vendor_code', '=', vendor)
      .where('c.launch_url', '=', REFERENCE_LAUNCH_URL)
      .where('c.enabled', '=', true)
      .executeTakeFirst();
    return row ? { keyId: row.key_id, secret: row.secret } : undefined;
  };
}
