import type { Kysely } from 'kysely';
import type { Database, LocalizedText } from '../../db/schema';

/** A game as every list reads it: the game, its vendor's name and free-play flag. */
export type GameRow = {
  id: number;
  vendor_code: string;
  vendor_name: string;
  category_code: string;
  classify: string | null;
  game_code: string;
  names: LocalizedText;
  icon_path: string;
  is_game: boolean;
  is_hot: boolean;
  is_new: boolean;
  maintenance: boolean;
  free_play: boolean;
  /** Slot metadata (migration 0039), null when the game states none. */
  min_bet: bigint | null;
  lines: number | null;
  rtp: string | null;
};

/**
 * The games a player can see: enabled, of an enabled vendor that the (enabled) category lists.
 * Every list query starts here, so a vendor switched off or taken out of a category's menu
 * disappears from lobbies, hot games, favourites and recent games alike.
 */
export function visibleGames(db: Kysely<Database>) {
  return db
    .selectFrom('game as g')
    .innerJoin('vendor as v', 'v.code', 'g.vendor_code')
    .innerJoin('game_category as c', 'c.code', 'g.category_code')
    .innerJoin('category_vendor as cv', (join) =>
      join.onRef('cv.category_code', '=', 'g.category_code').onRef('cv.vendor_code', '=', 'g.vendor_code'),
    )
    .where('g.enabled', '=', true)
    .where('v.enabled', '=', true)
    .where('c.enabled', '=', true);
}

/** The columns of {@link GameRow}, for `.select(GAME_COLUMNS)` on any query built on {@link visibleGames}. */
export const GAME_COLUMNS = [
  'g.id',
  'g.vendor_code',
  'v.name as vendor_name',
  'g.category_code',
  'g.classify',
  'g.game_code',
  'g.names',
  'g.icon_path',
  'g.is_game',
  'g.is_hot',
  'g.is_new',
  'g.maintenance',
  'v.free_play',
  'g.min_bet',
  'g.lines',
  'g.rtp',
] as const;

/** Every query of the game catalogue (menus, games, hot games, vendors, live tables). */
export function createCatalogRepository(db: Kysely<Database>) {
  return {
    /** The catalogue's version: it changes whenever a catalogue table does (triggers of migration 0008). */
    async version(): Promise<bigint> {
      const row = await db.selectFrom('catalog_version').select('version').executeTakeFirstOrThrow();
      return BigInt(row.version);
    },

    /** Enabled categories in menu order, with their titles. */
    listCategories() {
      return db.selectFrom('game_category').select(['code', 'title']).where('enabled', '=', true).orderBy('sort').orderBy('code').execute();
    },

    /** Enabled (category, vendor) pairs in menu order; categories without vendors do not appear. */
    listMenuVendors() {
      return db
        .selectFrom('category_vendor')
        .innerJoin('game_category', 'game_category.code', 'category_vendor.category_code')
        .innerJoin('vendor', 'vendor.code', 'category_vendor.vendor_code')
        .select(['game_category.code as category', 'vendor.code as vendor', 'vendor.name', 'vendor.is_new', 'vendor.free_play'])
        .where('game_category.enabled', '=', true)
        .where('vendor.enabled', '=', true)
        .orderBy('game_category.sort')
        .orderBy('category_vendor.sort')
        .orderBy('vendor.sort')
        .execute();
    },

    /** Every vendor, enabled or not, to tell an unknown vendor from one with no games. */
    listVendors() {
      return db.selectFrom('vendor').select(['code', 'name', 'enabled', 'is_new', 'free_play']).orderBy('sort').orderBy('code').execute();
    },

    /** Classify tabs of every category, in tab order. */
    listClassify() {
      return db
        .selectFrom('game_classify')
        .select(['category_code', 'key', 'title'])
        .orderBy('category_code')
        .orderBy('sort')
        .orderBy('key')
        .execute();
    },

    /**
     * Every visible game in lobby order (category menu order, then the game's sort): what the
     * catalogue snapshot serves lobbies, searches and hot games from. One scan per catalogue version.
     */
    listVisibleGames(): Promise<GameRow[]> {
      return visibleGames(db).select(GAME_COLUMNS).orderBy('c.sort').orderBy('g.sort').orderBy('g.id').execute();
    },

    /** A visible game by node id. */
    findGame(id: number): Promise<GameRow | undefined> {
      return visibleGames(db).where('g.id', '=', id).select(GAME_COLUMNS).executeTakeFirst();
    },

    /** The tables of a live game, in display order. */
    listTables(gameId: number) {
      return db
        .selectFrom('live_table')
        .select(['id', 'table_code', 'dealer', 'min_bet', 'max_bet', 'is_open'])
        .where('game_id', '=', gameId)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
