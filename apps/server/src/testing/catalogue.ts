import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';

/** A test's own catalogue game: the demo lists only its real titles, so a test that needs many games (pages, search, live tables) adds them. */
export type FixtureGame = {
  category: string;
  code: string;
  classify?: string | null;
  names?: { en: string; zh?: string; my?: string };
  hot?: boolean;
  /** False for a vendor-type entry (a popup list of the vendor's games). */
  isGame?: boolean;
  sort?: number;
  /** Live tables of the game (codes), with the standard limits. */
  tables?: readonly string[];
};

const COLOURS = [
  ['Amber', '琥珀', 'ပယင်း'],
  ['Cobalt', '钴蓝', 'ကိုဘော့'],
  ['Crimson', '深红', 'နီရဲ'],
  ['Ivory', '象牙', 'ဆင်စွယ်'],
  ['Saffron', '藏红', 'ကုံကုမံ'],
] as const;
const THINGS = [
  ['Harbour', '港湾', 'ဆိပ်ကမ်း'],
  ['Orchard', '果园', 'ခြံ'],
  ['Lighthouse', '灯塔', 'မီးပြတိုက်'],
  ['Caravan', '商队', 'ကုန်သည်အဖွဲ့'],
] as const;

/** Test names in en, zh and my: "Amber Harbour 7", 琥珀港湾7, … — words a search can find, the number keeps them unique. */
export function fixtureNames(n: number): { en: string; zh: string; my: string } {
  const [en1, zh1, my1] = COLOURS[n % COLOURS.length] ?? COLOURS[0];
  const [en2, zh2, my2] = THINGS[Math.floor(n / COLOURS.length) % THINGS.length] ?? THINGS[0];
  return { en: `${en1} ${en2} ${n}`, zh: `${zh1}${zh2}${n}`, my: `${my1} ${my2} ${n}` };
}

/** `count` games of one category, coded `<prefix>-<n>`, the first `hot` of them hot, classify tabs in turn from `classify`. */
export function fixtureGames(
  category: string,
  count: number,
  options: { prefix?: string; hot?: number; classify?: readonly (string | null)[] } = {},
): FixtureGame[] {
  const classify = options.classify ?? [null];
  return Array.from({ length: count }, (_, i) => ({
    category,
    code: `${options.prefix ?? category.toLowerCase()}-${i + 1}`,
    classify: classify[i % classify.length] ?? null,
    names: fixtureNames(i + 1),
    hot: i < (options.hot ?? 0),
    sort: i + 1,
  }));
}

/**
 * Adds a vendor (seamless unless told) with its games, lists it in each of their categories'
 * menus (after the demo's vendors, in `sort` order) and answers the games' ids in order. The catalogue's triggers
 * bump its version, so every server process serves the new games on its next call.
 */
export async function addFixtureVendor(
  db: Kysely<Database>,
  vendor: { code: string; name: string; freePlay?: boolean; walletMode?: 'seamless' | 'transfer'; isNew?: boolean; sort?: number },
  games: readonly FixtureGame[],
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('vendor')
      .values({
        code: vendor.code,
        name: vendor.name,
        sort: vendor.sort ?? 90,
        free_play: vendor.freePlay ?? true,
        is_new: vendor.isNew ?? false,
        wallet_mode: vendor.walletMode ?? 'seamless',
      })
      .execute();
    const categories = [...new Set(games.map((g) => g.category))];
    if (categories.length > 0) {
      await trx
        .insertInto('category_vendor')
        .values(categories.map((category_code) => ({ category_code, vendor_code: vendor.code, sort: vendor.sort ?? 90 })))
        .execute();
    }
    if (games.length === 0) return [];
    const rows = await trx
      .insertInto('game')
      .values(
        games.map((game) => ({
          vendor_code: vendor.code,
          category_code: game.category,
          classify: game.classify ?? null,
          game_code: game.code,
          names: sql`${JSON.stringify(game.names ?? { en: game.code })}::jsonb` as never,
          icon_path: `/demo/games/${game.category}/${vendor.code}/${game.code}.svg`,
          is_game: game.isGame ?? true,
          is_hot: game.hot ?? false,
          sort: game.sort ?? 0,
        })),
      )
      .returning(['id', 'game_code'])
      .execute();
    const idOf = new Map(rows.map((row) => [row.game_code, row.id]));
    const ids = games.map((game) => idOf.get(game.code) as number);
    const tables = games.flatMap((game) =>
      (game.tables ?? []).map((table_code, sort) => ({
        game_id: idOf.get(game.code) as number,
        table_code,
        dealer: 'Anna',
        min_bet: 100_000n,
        max_bet: 100_000_000n,
        is_open: true,
        sort,
      })),
    );
    if (tables.length > 0) await trx.insertInto('live_table').values(tables).execute();
    return ids;
  });
}

/** Takes a fixture vendor out again: its games (with their tables, favourites and recent entries), its menu places and itself. */
export async function removeFixtureVendor(db: Kysely<Database>, code: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('category_vendor').where('vendor_code', '=', code).execute();
    await trx.deleteFrom('game').where('vendor_code', '=', code).execute();
    await trx.deleteFrom('vendor').where('code', '=', code).execute();
  });
}
