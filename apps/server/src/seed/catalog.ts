import { DEFAULT_CATEGORY_CLASSIFICATIONS } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { demoCatalogueGames, gameIconPath, type SeedGame } from './catalog-games';
import {
  CLASSIFY_TITLES,
  DEMO_CATEGORIES,
  DEMO_CATEGORY_VENDORS,
  DEMO_TRANSFER_VENDORS,
  DEMO_VENDORS,
  LEGACY_DEMO_VENDORS,
  LEGACY_VENDOR_NAMES,
} from './data/catalog';
import { LIVE_AND_PVP_CATEGORY } from './data/live-games';

/**
 * Titles an earlier demo listed under category BGS before they had a game; the live tables and
 * card rooms (issue 22) play them now, under LIVE and PVP ({@link moveLegacyTitles}).
 */
const LEGACY_BGS_TITLES = ['baccarat', 'dragon-tiger', 'roulette', 'niu-niu', 'shan-koe-mee', 'poker'];

/**
 * A database an earlier demo seeded holds those titles under category BGS (switched off by an
 * earlier run of this seed): they move to their category, tab and icon and are switched on, so the
 * (vendor, code) pair keeps its one row and its rounds.
 */
async function moveLegacyTitles(trx: Kysely<Database>): Promise<void> {
  for (const code of LEGACY_BGS_TITLES) {
    const target = LIVE_AND_PVP_CATEGORY[code];
    if (!target) continue;
    await trx
      .updateTable('game')
      .set({
        category_code: target.category,
        classify: target.classify,
        icon_path: gameIconPath(target.category, 'BGS', code),
        enabled: true,
      })
      .where('vendor_code', '=', 'BGS')
      .where('game_code', '=', code)
      .where('category_code', '=', 'BGS')
      .execute();
  }
}

/**
 * Adds games (one JSON document, jsonb_to_recordset: one statement however many) that are not
 * there yet; the bench's large catalogue goes in the same way.
 */
export async function insertSeedGames(db: Kysely<Database>, games: readonly SeedGame[]): Promise<void> {
  await sql`
    INSERT INTO game (vendor_code, category_code, classify, game_code, names, icon_path, is_game, is_hot, sort)
    SELECT r.vendor_code, r.category_code, r.classify, r.game_code, r.names, r.icon_path, r.is_game, r.is_hot, r.sort
      FROM jsonb_to_recordset(${JSON.stringify(games)}::jsonb) AS r(
        vendor_code text, category_code text, classify text, game_code text, names jsonb,
        icon_path text, is_game boolean, is_hot boolean, sort integer)
    ON CONFLICT (vendor_code, game_code) DO NOTHING`.execute(db);
}

/**
 * A database an earlier demo seeded listed generated titles under other companies' brands: their
 * vendors are switched off (still as the seed named them; their rounds stay in the records) and
 * the regional lottery vendors get their new names. An
 * operator's own change (a renamed vendor) is left alone.
 */
async function retireLegacyDemo(trx: Kysely<Database>): Promise<void> {
  for (const [code, name] of Object.entries(LEGACY_DEMO_VENDORS)) {
    await trx.updateTable('vendor').set({ enabled: false }).where('code', '=', code).where('name', '=', name).execute();
  }
  for (const vendor of DEMO_VENDORS) {
    const legacy = LEGACY_VENDOR_NAMES[vendor.code];
    if (legacy)
      await trx.updateTable('vendor').set({ name: vendor.name }).where('code', '=', vendor.code).where('name', '=', legacy).execute();
  }
}

/**
 * Seeds the demo catalogue: categories (with titles), classify tabs, vendors, the vendors of each
 * category and their games (docs/decisions/catalogue.md). Like the rest of the seed it only adds
 * what is missing and never overwrites an operator's change; the exceptions fill a category title
 * that is still empty (rows an earlier seed made before titles existed) and retire an earlier
 * demo's branded vendors ({@link retireLegacyDemo}).
 */
export async function seedDemoCatalog(db: Kysely<Database>): Promise<void> {
  const games = demoCatalogueGames();
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

    await moveLegacyTitles(trx);
    await insertSeedGames(trx, games);
    await retireLegacyDemo(trx);
  });
}
