import { gameMenusKey } from '../../../lib/game-menus';
/**
 * Query keys of the catalogue. Public lists are keyed by language (names are translated by the
 * server); a member's lists by session token as well, so another login never sees them.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  menus: gameMenusKey,
  lanes: (language: string) => ['catalog', 'vendor-lanes', language] as const,
  gameList: (language: string, filter: object) => ['catalog', 'game-list', language, filter] as const,
  hot: (language: string) => ['catalog', 'hot', language] as const,
  /** Everything that belongs to one member's session (favourites, recent games). */
  member: (token: string | null) => ['catalog', 'member', token] as const,
  favouriteIds: (token: string | null) => ['catalog', 'member', token, 'favourite-ids'] as const,
  favourites: (token: string | null, language: string) => ['catalog', 'member', token, 'favourites', language] as const,
  recent: (token: string | null, language: string) => ['catalog', 'member', token, 'recent', language] as const,
};

/**
 * Client context the original client sends with every game call (spec §7 "clientType 3"; brand
 * config platform WEB). The server validates and ignores them; sending them keeps the calls the
 * same shape as the original's.
 */
export const CLIENT_FIELDS = { clientType: 3, platform: 'WEB' } as const;
