import { DEFAULT_CATEGORY_CLASSIFICATIONS } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { generateDemoCatalogue } from './catalog-generator';
import { CLASSIFY_TITLES, DEMO_CATEGORIES, DEMO_CATEGORY_VENDORS, DEMO_TRANSFER_VENDORS, DEMO_VENDORS } from './data/catalog';

/** Options of {@link seedDemoCatalog}. */
export type CatalogSeedOptions = {
  /** Multiplies the size of the generated catalogue (1 = about 3,300 games; the bench uses more). */
  catalogueScale?: number;
};

/**
 * Seeds the demo catalogue: categories (with titles), classify tabs, vendors, the vendors of each
 * category, a few thousand games and the tables of live games. Like the rest of the seed it only
 * adds what is missing and never overwrites an operator's change; the one exception fills a
 * category title that is still empty (rows an earlier seed made before titles existed).
 * Games and tables go in as one JSON document each (jsonb_to_recordset), so the whole catalogue
 * is two statements however large it is.
 */
export async function seedDemoCatalog(db: Kysely<Database>, options: CatalogSeedOptions = {}): Promise<void> {
  const { games, tables } = generateDemoCatalogue(options.catalogueScale ?? 1);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('game_category')
      .values(DEMO_CATEGORIES.map(({ code, title }, i) => ({ code, sort: i, title: JSON.stringify(title) })))
      .onConflict((oc) =>
        oc.column('code').doUpdateSet({ title: sql`excluded.title` }).where('game_category.title', '=', sql<any>`'{}'::jsonb`),
      )
      .execute();

    const classify = DEMO_CATEGORIES.flatMap(({ code }) =>
      DEFAULT_CATEGORY_CLASSIFICATIONS[code].map((key, sort) => ({
        category_code: code,
        key,
        sort,
        title: JSON.stringify(CLASSIFY_TITLES[key] ?? { en: key }),
      })),
    );
    await trx
      .insertInto('game_classify')
      .values(classify)
      .onConflict((oc) => oc.columns(['category_code', 'key']).doNothing())
      .execute();

    await trx
      .insertInto('vendor')
      .values(
        DEMO_VENDORS.map((v, i) => ({
          code: v.code,
          name: v.name,
          sort: i,
          free_play: v.freePlay,
          is_new: v.isNew ?? false,
          wallet_mode: DEMO_TRANSFER_VENDORS.includes(v.code) ? ('transfer' as const) : ('seamless' as const),
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();

    const pairs = Object.entries(DEMO_CATEGORY_VENDORS).flatMap(([category_code, vendors]) =>
      vendors.map((vendor_code, sort) => ({ category_code, vendor_code, sort })),
    );
    await trx
      .insertInto('category_vendor')
      .values(pairs)
      .onConflict((oc) => oc.columns(['category_code', 'vendor_code']).doNothing())
      .execute();

    await sql`
      INSERT INTO game (vendor_code, category_code, classify, game_code, names, icon_path, is_game, is_hot, sort)
      SELECT r.vendor_code, r.category_code, r.classify, r.game_code, r.names, r.icon_path, r.is_game, r.is_hot, r.sort
        FROM jsonb_to_recordset(${JSON.stringify(games)}::jsonb) AS r(
          vendor_code text, category_code text, classify text, game_code text, names jsonb,
          icon_path text, is_game boolean, is_hot boolean, sort integer)
      ON CONFLICT (vendor_code, game_code) DO NOTHING`.execute(trx);

    await sql`
      INSERT INTO live_table (game_id, table_code, dealer, min_bet, max_bet, is_open, sort)
      SELECT g.id, r.table_code, r.dealer, r.min_bet, r.max_bet, r.is_open, r.sort
        FROM jsonb_to_recordset(${JSON.stringify(tables)}::jsonb) AS r(
          vendor_code text, game_code text, table_code text, dealer text, min_bet bigint, max_bet bigint,
          is_open boolean, sort integer)
        JOIN game g ON g.vendor_code = r.vendor_code AND g.game_code = r.game_code
      ON CONFLICT (game_id, table_code) DO NOTHING`.execute(trx);
  });
}
