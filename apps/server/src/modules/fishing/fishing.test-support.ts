import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Makes sure the catalogue lists Reef Hunter under vendor BGS, category FISH (the demo catalogue
 * does once the in-house titles are seeded; tests of this branch must not depend on that order).
 */
export async function ensureReefHunterGame(db: Kysely<Database>): Promise<number> {
  const found = await db
    .selectFrom('game')
    .select('id')
    .where('vendor_code', '=', 'BGS')
    .where('game_code', '=', 'reef-hunter')
    .executeTakeFirst();
  if (found) return found.id;
  await db
    .insertInto('category_vendor')
    .values({ category_code: 'FISH', vendor_code: 'BGS' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db
    .insertInto('game')
    .values({
      vendor_code: 'BGS',
      category_code: 'FISH',
      classify: null,
      game_code: 'reef-hunter',
      names: JSON.stringify({ en: 'Reef Hunter', zh: '珊瑚猎手', my: 'Reef Hunter' }),
      icon_path: 'games/bgs/reef-hunter.png',
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
