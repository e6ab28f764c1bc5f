import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { GAME_CATEGORIES } from '../constants/system';

/**
 * The game catalogue's calls (spec §7 "Games"): menus, game lists, hot games, vendors, favourites,
 * recent games and live room lists. Images are relative paths (`/demo/games/...`): the client
 * puts them on the image CDN it picked at random from the whitelabel's `imageCDNs`, as it does
 * for banners and vendor art.
 */

/** The original client sends empty strings for unset filters: '' means absent. */
function blankable<T extends z.ZodType>(schema: T) {
  return z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : value) as z.output<T> | undefined);
}

/** A vendor code (the spec's `vassalage`), e.g. `REF`, `TCG_LOTTO_VN`. */
export const vendorCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{1,20}$/);
/** A server game category (the spec's `gameType`). */
export const gameCategorySchema = z.enum(GAME_CATEGORIES);
/** A classify key, e.g. `BACCARAT`; `ALL` (or nothing) means every classify. */
export const classifyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{1,32}$/);
/** A catalogue node id. */
export const nodeIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

const pageNoSchema = z.coerce.number().int().min(1).max(10_000).default(1);
/** Client context fields the original client sends with every game call; validated, not needed. */
const clientFields = {
  clientType: z.coerce.number().int().min(0).max(99).optional(),
  platform: blankable(z.string().trim().max(32)),
  merchant: blankable(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{2,32}$/),
  ),
  /** Overrides the `Language` header for names and titles. */
  language: blankable(z.string().trim().max(16)),
};

/** One game (or vendor-type entry) as every list shows it (spec §3 "Game"). */
export const gameSchema = z.object({
  /** What favourites, recent games, room lists and launch name a game by. */
  nodeId: z.number().int(),
  /** Vendor code. */
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: gameCategorySchema,
  gameCode: z.string(),
  /** Classify key, or null when the category has only "All". */
  gameClassify: z.string().nullable(),
  /** False for a vendor-type entry, which opens a popup list of the vendor's games instead of launching. */
  isGame: z.boolean(),
  /** In the request's language, else English. */
  gameName: z.string(),
  /** Square game icon (relative path on the image CDN). */
  iconUrl: z.string(),
  /** The vendor's tile (spec's `lagerIcon`). */
  lagerIcon: z.string(),
  /** 1 = hot (the list shows a badge). */
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** Marked new in the back office (a badge when it is not hot). */
  isNew: z.boolean().optional(),
  /** In maintenance (back office): listed, but its launch is refused with `game_maintenance`. */
  inMaintenance: z.boolean().optional(),
  /** Whether a trial (free-play) account may open it: the vendor offers play money. */
  freePlay: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

/** One vendor of a game category as the menus and nav show it. */
export const menuVendorSchema = z.object({ vendor: z.string(), name: z.string(), logoUrl: z.string(), tileUrl: z.string() });
export type MenuVendor = z.infer<typeof menuVendorSchema>;

/** A classify tab of a category: `ALL` first, then those that have games, with the vendors that have games in it. */
export const gameClassifySchema = z.object({ key: z.string(), displayName: z.string(), vendors: z.array(z.string()) });
export type GameClassify = z.infer<typeof gameClassifySchema>;

/** `GET /lgw/games/game_menus`: game categories with their vendors and classify tabs (spec §3 "Category"). */
export const gameMenuSchema = z.object({
  gameCategory: gameCategorySchema,
  /** Category title in the request's language. */
  title: z.string(),
  vendors: z.array(menuVendorSchema),
  gameClassify: z.array(gameClassifySchema),
});
export type GameMenu = z.infer<typeof gameMenuSchema>;
export const gameMenusSchema = z.array(gameMenuSchema);

/**
 * `POST /wps/relay/GCSGAME_gameList`: one page of a lobby. Every filter is optional: `gameType`
 * (category), `vassalage` (vendor), `gameClassify` (`ALL` = none) and `gameName`, trimmed and
 * matched case-insensitively against the name in the request's language and in English.
 * The slots filters of spec §9: `minBetAtLeast` (an amount in the merchant's currency, "1" or
 * "1.00": games whose minimum bet is at least that) and `linesAtLeast` (paylines, or ways, at
 * least that many); games that state no minimum bet or lines are left out by them.
 */
export const gameListRequestSchema = z.object({
  ...clientFields,
  gameType: blankable(gameCategorySchema),
  vassalage: blankable(vendorCodeSchema),
  gameClassify: blankable(classifyKeySchema),
  gameName: z
    .string()
    .max(500)
    .optional()
    .transform((text) => text?.trim() || undefined)
    .pipe(z.string().max(LIMITS.gameSearchMaxLength).optional()),
  pageNo: pageNoSchema,
  pageSize: z.coerce.number().int().min(1).max(LIMITS.gameListPageSizeMax).default(LIMITS.lobbyPageSize),
  minBetAtLeast: blankable(
    z
      .string()
      .trim()
      .regex(/^\d{1,12}(\.\d{1,4})?$/),
  ),
  linesAtLeast: blankable(z.coerce.number().int().min(1).max(100_000)),
});
export type GameListRequest = z.input<typeof gameListRequestSchema>;
export type GameListQuery = z.output<typeof gameListRequestSchema>;

export const gameListSchema = z.object({
  games: z.array(gameSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** 0 when nothing matches; a page past the end has no games but the real total. */
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type GameList = z.infer<typeof gameListSchema>;

/** `POST /wps/relay/GCSGAME_hotGamesV2`: every hot game, or those of one category, in lobby order. */
export const hotGamesRequestSchema = z.object({ ...clientFields, gameType: blankable(gameCategorySchema) });
export type HotGamesRequest = z.input<typeof hotGamesRequestSchema>;
export const hotGamesSchema = z.object({ games: z.array(gameSchema) });
export type HotGames = z.infer<typeof hotGamesSchema>;

/** `POST /wps/relay/GCSGAME_vendorGameTypes`: every vendor with the categories it has games in; `newVendors` lists the new ones. */
export const vendorGameTypesRequestSchema = z.object({ ...clientFields });
export const vendorGameTypeSchema = menuVendorSchema.extend({
  isNew: z.boolean(),
  freePlay: z.boolean(),
  gameTypes: z.array(gameCategorySchema),
});
export const vendorGameTypesSchema = z.object({ vendors: z.array(vendorGameTypeSchema), newVendors: z.array(z.string()) });
export type VendorGameTypes = z.infer<typeof vendorGameTypesSchema>;

/**
 * `POST /wps/relay/GCSGAME_gameVendor` (platform `html5-desktop`): the vendor lanes of the header's
 * drop menus and the home page, one lane per category, in `value.data.lanes`.
 */
export const gameVendorRequestSchema = z.object({ ...clientFields, gameType: blankable(gameCategorySchema) });
export const vendorLaneSchema = z.object({
  gameType: gameCategorySchema,
  title: z.string(),
  vendors: z.array(menuVendorSchema.extend({ isNew: z.boolean(), gameCount: z.number().int() })),
});
export const gameVendorSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });
export type GameVendorLanes = z.infer<typeof gameVendorSchema>;

/** The favourite payload of spec §3: which game, checked against its vendor and category. */
export const favouriteGamePayloadSchema = z.object({ nodeId: nodeIdSchema, vendor: vendorCodeSchema, gameType: gameCategorySchema });
export type FavouriteGamePayload = z.input<typeof favouriteGamePayloadSchema>;

/** `POST /wps/relay/MCSFE_addFavoriteGameV2` and `DELETE .../MCSFE_removeFavoriteGameV2`; `changed` is false when it already was so. */
export const favouriteToggleSchema = z.object({ nodeId: z.number().int(), favourite: z.boolean(), changed: z.boolean() });
export type FavouriteToggle = z.infer<typeof favouriteToggleSchema>;

/** `POST /wps/relay/MCSFE_getFavoriteGames`: the ids of every favourite, newest first. */
export const favouriteIdsSchema = z.object({ favGameIds: z.array(z.number().int()) });
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

/** `POST /wps/relay/MCSFE_getFavoriteGamesList`: favourites as games, newest first, up to 99 a page. */
export const favouriteListRequestSchema = z.object({
  ...clientFields,
  gameType: blankable(gameCategorySchema),
  pageNum: pageNoSchema,
  pageSize: z.coerce.number().int().min(1).max(LIMITS.favouriteFetch).default(LIMITS.favouriteFetch),
});
export type FavouriteListRequest = z.input<typeof favouriteListRequestSchema>;
export const favouriteListSchema = z.object({
  content: z.array(gameSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type FavouriteList = z.infer<typeof favouriteListSchema>;

/** `POST /wps/relay/GCS_recentGame`: the member's recently played games, newest first. */
export const recentGamesRequestSchema = z.object({
  ...clientFields,
  gameType: blankable(gameCategorySchema),
  pageNo: pageNoSchema,
  pageSize: z.coerce.number().int().min(1).max(LIMITS.recentGamesKept).default(LIMITS.lobbyPageSize),
});
export type RecentGamesRequest = z.input<typeof recentGamesRequestSchema>;
export const recentGameSchema = gameSchema.extend({ lastPlayedAt: z.string() });
export const recentGamesSchema = z.object({
  list: z.array(recentGameSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type RecentGames = z.infer<typeof recentGamesSchema>;

/** `POST /wps/relay/GLS2_roomList`: the tables of a live game (empty for a game without tables). */
export const roomListRequestSchema = z.object({ ...clientFields, nodeId: nodeIdSchema });
export const roomSchema = z.object({
  roomId: z.number().int(),
  tableCode: z.string(),
  tableName: z.string(),
  dealer: z.string(),
  /** Bet limits in the merchant's currency, as decimal strings. */
  minBet: z.string(),
  maxBet: z.string(),
  isOpen: z.boolean(),
});
export type Room = z.infer<typeof roomSchema>;
export const roomListSchema = z.object({
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameName: z.string(),
  rooms: z.array(roomSchema),
});
export type RoomList = z.infer<typeof roomListSchema>;
