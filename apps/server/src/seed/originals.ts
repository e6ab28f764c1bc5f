import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Where the game popup frames an in-house game: the portal's own page `/embed/originals/:code` (no launch CDN). */
export const ORIGINALS_LAUNCH_URL = '/embed/originals/';

/**
 * The in-house vendor BGS gets its provider credential: the instant games call the wallet
 * protocol with it (in-process, like the lottery vendors). Adds only what is missing.
 */
export async function seedDemoOriginals(db: Kysely<Database>, merchantId: number): Promise<void> {
  const vendor = await db.selectFrom('vendor').select('code').where('code', '=', 'BGS').executeTakeFirst();
  if (!vendor) return;
  await db
    .insertInto('provider_credential')
    .values({
      key_id: `originals-bgs-${crypto.randomBytes(6).toString('hex')}`,
      merchant_id: merchantId,
      vendor_code: 'BGS',
      secret: crypto.randomBytes(32).toString('hex'),
      launch_url: ORIGINALS_LAUNCH_URL,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doNothing())
    .execute();
}
