import {
  CLASSIFY_ALL,
  type Game,
  type GameCategory,
  type GameList,
  type GameListQuery,
  type GameMenu,
  type GameVendorLanes,
  type HotGames,
  type LanguageCode,
  normalizeLanguage,
  type RoomList,
  type VendorGameTypes,
} from '@fortuna/shared';
import { LRUCache } from 'lru-cache';
import type { LocalizedText } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import { type ConfigChanges, UNSYNCED_CHANGES } from '../config/config-changes';
import { pickLanguage } from '../content/content.presenter';
import { presentGame, presentMenuVendor, presentRoom } from './catalog.presenter';
import type { CatalogRepository, GameRow } from './catalog.repository';

/** "All", the first classify tab of every category; not stored, so its texts live here. */
const ALL_TITLE: LocalizedText = { en: 'All', zh: '全部', my: 'အားလုံး' };

type MenuVendorRow = { vendor: string; name: string; isNew: boolean; freePlay: boolean };

/** A visible game and its names lower-cased per language, for search. */
type Entry = { row: GameRow; search: Record<string, string> };

/**
 * The visible catalogue, read once per catalogue version: categories, vendors, classify tabs and
 * every visible game in lobby order. Lobby pages, searches, totals, menus, lanes and hot games are
 * all worked out from it; per-language results and filters already run are memoised on it, so
 * they go with it when the catalogue changes.
 */
type Snapshot = {
  version: bigint;
  categories: { code: GameCategory; title: LocalizedText }[];
  /** Menu vendors of each category that have visible games there, in menu order (only categories that have some). */
  menuVendors: Map<string, MenuVendorRow[]>;
  vendors: Map<string, { enabled: boolean }>;
  classify: Map<string, { key: string; title: LocalizedText }[]>;
  /** Visible games per category → classify ('' for none) → vendor. */
  counts: Map<string, Map<string, Map<string, number>>>;
  /** Every visible game in lobby order. */
  games: Entry[];
  perLanguage: Map<LanguageCode, { menus: GameMenu[]; menusJson?: string; hot: Game[]; lanes: GameVendorLanes['data']['lanes'] }>;
  /** Filters and searches already run: the matching games in lobby order. */
  matches: LRUCache<string, GameRow[]>;
};

/** A lobby filter plus the search text, lower-cased, and the language whose names it searches. */
type Query = {
  category?: string | undefined;
  vendor?: string | undefined;
  classify?: string | undefined;
  search?: string | undefined;
  language: LanguageCode;
  /** Slots filters (spec §9): minimum bet at least this many minor units, lines or ways at least this many. */
  minBetAtLeast?: bigint | undefined;
  linesAtLeast?: number | undefined;
};

/** An amount in major units ("1", "1.5", "1.0000") as minor units of a currency, rounded up: a filter never lets in less than it says. */
export function minorAtLeast(text: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const dropped = /[1-9]/.test(fraction.slice(decimals)) ? 1n : 0n;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(kept || '0') + dropped;
}

/** The language of a call: the body's `language` field when it names one, else the site's. */
export function callLanguage(site: SiteContext, language: string | undefined): LanguageCode {
  return normalizeLanguage(language) ?? site.language;
}

/**
 * The catalogue's rules: which filters are valid, lobby pages, and what is cached. The visible
 * catalogue (a few MB at 10,000 games) is cached in process and keyed by `catalog_version`, which
 * triggers bump on any change to a catalogue table. While the configuration change feed is synced
 * (config-changes.ts: every new version is announced to every process), a call answers from the
 * snapshot with no read at all; otherwise, and once the snapshot's check is older than the feed's
 * TTL, it reads the version (one single-row read) first, so a change made by any process, or by
 * hand in SQL, is served on the next call everywhere.
 */
export function createCatalogService(repo: CatalogRepository, changes: ConfigChanges = UNSYNCED_CHANGES) {
  /** The snapshot, its version, and when (feed generation, clock) that version was last read. */
  let current: { version: bigint; snapshot: Promise<Snapshot>; generation: number; checkedAt: number } | undefined;
  /** The highest catalogue version announced: a snapshot older than it is not served. */
  let announced = 0n;
  changes.subscribe((change) => {
    if (change !== 'reset' && change.area === 'catalogue' && BigInt(change.version) > announced) announced = BigInt(change.version);
  });

  function trusted(entry: NonNullable<typeof current>): boolean {
    return (
      changes.synced &&
      entry.generation === changes.generation &&
      changes.now() - entry.checkedAt < changes.ttlMs &&
      entry.version >= announced
    );
  }

  async function build(version: bigint): Promise<Snapshot> {
    const [categories, menuRows, vendors, classify, games] = await Promise.all([
      repo.listCategories(),
      repo.listMenuVendors(),
      repo.listVendors(),
      repo.listClassify(),
      repo.listVisibleGames(),
    ]);
    const classifyBy = new Map<string, { key: string; title: LocalizedText }[]>();
    for (const row of classify) {
      const list = classifyBy.get(row.category_code) ?? [];
      list.push({ key: row.key, title: row.title });
      classifyBy.set(row.category_code, list);
    }
    const counts = new Map<string, Map<string, Map<string, number>>>();
    for (const game of games) {
      const byClassify = counts.get(game.category_code) ?? new Map<string, Map<string, number>>();
      const byVendor = byClassify.get(game.classify ?? '') ?? new Map<string, number>();
      byVendor.set(game.vendor_code, (byVendor.get(game.vendor_code) ?? 0) + 1);
      byClassify.set(game.classify ?? '', byVendor);
      counts.set(game.category_code, byClassify);
    }
    // A vendor shows in a category's menu only while it has a game there a player can open, so a
    // category without one (no vendor, or only vendors whose games are all off) is not shown.
    const hasGames = (category: string, vendor: string) =>
      [...(counts.get(category)?.values() ?? [])].some((byVendor) => (byVendor.get(vendor) ?? 0) > 0);
    const menuVendors = new Map<string, MenuVendorRow[]>();
    for (const row of menuRows) {
      if (!hasGames(row.category, row.vendor)) continue;
      const list = menuVendors.get(row.category) ?? [];
      list.push({ vendor: row.vendor, name: row.name, isNew: row.is_new, freePlay: row.free_play });
      menuVendors.set(row.category, list);
    }
    return {
      version,
      categories: categories.map((c) => ({ code: c.code as GameCategory, title: c.title })),
      menuVendors,
      vendors: new Map(vendors.map((v) => [v.code, { enabled: v.enabled }])),
      classify: classifyBy,
      counts,
      games: games.map((row) => ({
        row,
        search: Object.fromEntries(Object.entries(row.names).map(([language, name]) => [language, name.toLowerCase()])),
      })),
      perLanguage: new Map(),
      matches: new LRUCache({ max: 1_000 }),
    };
  }

  /**
   * The snapshot of the current catalogue version: from memory while trusted, else after reading
   * the version (first, so data is never older than it). The generation and clock are taken before
   * the read, so a change announced while it runs is never covered by it.
   */
  async function snapshot(): Promise<Snapshot> {
    if (current && trusted(current)) return current.snapshot;
    const generation = changes.generation;
    const checkedAt = changes.now();
    const version = await repo.version();
    if (current?.version !== version) {
      const promise = build(version);
      current = { version, snapshot: promise, generation, checkedAt };
      promise.catch(() => {
        if (current?.snapshot === promise) current = undefined;
      });
    } else if (generation >= current.generation) {
      current.generation = generation;
      current.checkedAt = checkedAt;
    }
    return current.snapshot;
  }

  function vendorCount(snap: Snapshot, category: string, vendor: string): number {
    let total = 0;
    for (const byVendor of snap.counts.get(category)?.values() ?? []) total += byVendor.get(vendor) ?? 0;
    return total;
  }

  function forLanguage(snap: Snapshot, language: LanguageCode) {
    const hit = snap.perLanguage.get(language);
    if (hit) return hit;
    const menus: GameMenu[] = [];
    const lanes: GameVendorLanes['data']['lanes'] = [];
    for (const category of snap.categories) {
      const vendors = snap.menuVendors.get(category.code);
      if (!vendors?.length) continue;
      const title = pickLanguage(category.title, language) || category.code;
      const byClassify = snap.counts.get(category.code);
      const tabs = (snap.classify.get(category.code) ?? [])
        .map((tab) => ({
          key: tab.key,
          displayName: pickLanguage(tab.title, language),
          vendors: vendors.filter((v) => (byClassify?.get(tab.key)?.get(v.vendor) ?? 0) > 0).map((v) => v.vendor),
        }))
        .filter((tab) => tab.vendors.length > 0);
      menus.push({
        gameCategory: category.code,
        title,
        vendors: vendors.map((v) => presentMenuVendor({ code: v.vendor, name: v.name })),
        gameClassify: [
          { key: CLASSIFY_ALL, displayName: pickLanguage(ALL_TITLE, language), vendors: vendors.map((v) => v.vendor) },
          ...tabs,
        ],
      });
      lanes.push({
        gameType: category.code,
        title,
        vendors: vendors.map((v) => ({
          ...presentMenuVendor({ code: v.vendor, name: v.name }),
          isNew: v.isNew,
          gameCount: vendorCount(snap, category.code, v.vendor),
        })),
      });
    }
    const hot = snap.games.filter((game) => game.row.is_hot).map((game) => presentGame(game.row, language));
    const value: { menus: GameMenu[]; menusJson?: string; hot: Game[]; lanes: typeof lanes } = { menus, lanes, hot };
    snap.perLanguage.set(language, value);
    return value;
  }

  /**
   * The visible games a query matches, in lobby order, memoised on the snapshot. The search text
   * matches the name in the query's language (when the game has one) or in English.
   */
  function matching(snap: Snapshot, query: Query): GameRow[] {
    const text = query.search?.toLowerCase();
    const key = JSON.stringify([
      query.category,
      query.vendor,
      query.classify,
      text,
      text ? query.language : '',
      query.minBetAtLeast?.toString(),
      query.linesAtLeast,
    ]);
    const hit = snap.matches.get(key);
    if (hit) return hit;
    const rows: GameRow[] = [];
    for (const { row, search } of snap.games) {
      if (query.category && row.category_code !== query.category) continue;
      if (query.vendor && row.vendor_code !== query.vendor) continue;
      if (query.classify && row.classify !== query.classify) continue;
      if (text && !search[query.language]?.includes(text) && !search.en?.includes(text)) continue;
      if (query.minBetAtLeast !== undefined && (row.min_bet === null || row.min_bet < query.minBetAtLeast)) continue;
      if (query.linesAtLeast !== undefined && (row.lines === null || row.lines < query.linesAtLeast)) continue;
      rows.push(row);
    }
    snap.matches.set(key, rows);
    return rows;
  }

  /** Checks the vendor and classify filters: unknown ones are a clear 404, not an empty page. */
  function checkFilter(snap: Snapshot, query: GameListQuery): { vendor?: string; classify?: string } {
    if (query.vassalage && !snap.vendors.get(query.vassalage)?.enabled) throw new AppError('vendor_not_found', { vendor: query.vassalage });
    const classify = query.gameClassify === CLASSIFY_ALL ? undefined : query.gameClassify;
    if (classify) {
      const categories = query.gameType ? [query.gameType] : [...snap.classify.keys()];
      const known = categories.some((category) => snap.classify.get(category)?.some((tab) => tab.key === classify));
      if (!known) throw new AppError('game_classify_not_found', { gameClassify: classify });
    }
    return { vendor: query.vassalage, classify };
  }

  return {
    /** `GET /lgw/games/game_menus`: categories that have vendors with games, with titles, vendors and classify tabs. */
    async menus(language: LanguageCode): Promise<GameMenu[]> {
      return forLanguage(await snapshot(), language).menus;
    },

    /** `menus` as JSON text, serialized once per snapshot and language (the call sends it as is). */
    async menusJson(language: LanguageCode): Promise<string> {
      const value = forLanguage(await snapshot(), language);
      value.menusJson ??= JSON.stringify(value.menus);
      return value.menusJson;
    },

    /**
     * `GCSGAME_gameList`: one page of a lobby and how many pages there are, worked out on the
     * snapshot: a few thousand comparisons instead of a query per page (searching names in SQL
     * scans every row's JSON on each call: 12–25 ms at 10,000 games, against under 1 ms here).
     */
    async gameList(query: GameListQuery, language: LanguageCode, currencyDecimals = 2): Promise<GameList> {
      const snap = await snapshot();
      const { vendor, classify } = checkFilter(snap, query);
      const rows = matching(snap, {
        category: query.gameType,
        vendor,
        classify,
        search: query.gameName,
        language,
        minBetAtLeast: query.minBetAtLeast === undefined ? undefined : minorAtLeast(query.minBetAtLeast, currencyDecimals),
        linesAtLeast: query.linesAtLeast,
      });
      const offset = (query.pageNo - 1) * query.pageSize;
      return {
        games: rows.slice(offset, offset + query.pageSize).map((row) => presentGame(row, language)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(rows.length / query.pageSize),
        total: rows.length,
      };
    },

    /** `GCSGAME_hotGamesV2`: every hot game, or one category's, in lobby order. */
    async hotGames(category: GameCategory | undefined, language: LanguageCode): Promise<HotGames> {
      const { hot } = forLanguage(await snapshot(), language);
      return { games: category ? hot.filter((game) => game.gameType === category) : hot };
    },

    /** `GCSGAME_vendorGameTypes`: each vendor with the categories it is in, and which vendors are new. */
    async vendorGameTypes(): Promise<VendorGameTypes> {
      const snap = await snapshot();
      const vendors = new Map<string, VendorGameTypes['vendors'][number]>();
      for (const category of snap.categories) {
        for (const v of snap.menuVendors.get(category.code) ?? []) {
          const entry = vendors.get(v.vendor) ?? {
            ...presentMenuVendor({ code: v.vendor, name: v.name }),
            isNew: v.isNew,
            freePlay: v.freePlay,
            gameTypes: [],
          };
          entry.gameTypes.push(category.code);
          vendors.set(v.vendor, entry);
        }
      }
      const list = [...vendors.values()];
      return { vendors: list, newVendors: list.filter((v) => v.isNew).map((v) => v.vendor) };
    },

    /** `GCSGAME_gameVendor`: the vendor lanes, one per category (or the one asked for). */
    async gameVendorLanes(category: GameCategory | undefined, language: LanguageCode): Promise<GameVendorLanes> {
      const { lanes } = forLanguage(await snapshot(), language);
      return { data: { lanes: category ? lanes.filter((lane) => lane.gameType === category) : lanes } };
    },

    /** `GLS2_roomList`: the tables of a live game. */
    async roomList(site: SiteContext, nodeId: number, language: LanguageCode): Promise<RoomList> {
      const game = await repo.findGame(nodeId);
      if (!game) throw new AppError('game_not_found', { nodeId });
      const gameName = pickLanguage(game.names, language);
      const tables = await repo.listTables(game.id);
      return {
        nodeId: game.id,
        vassalage: game.vendor_code,
        gameName,
        rooms: tables.map((table) => presentRoom(table, gameName, site.merchant.currency_decimals)),
      };
    },

    /** A visible game by node id, for favourites and launch. */
    findGame: (nodeId: number) => repo.findGame(nodeId),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
