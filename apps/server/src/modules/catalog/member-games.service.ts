import {
  type FavouriteIds,
  type FavouriteList,
  type FavouriteToggle,
  type GameCategory,
  type LanguageCode,
  LIMITS,
  type RecentGames,
} from '@fortuna/shared';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';
import type { AuthContext } from '../auth/auth.service';
import { presentGame } from './catalog.presenter';
import type { CatalogService } from './catalog.service';
import type { FavouritesRepository } from './favourites.repository';
import type { RecentGamesRepository } from './recent-games.repository';

type Payload = { nodeId: number; vendor: string; gameType: GameCategory };
type Page = { category: GameCategory | undefined; pageNo: number; pageSize: number };

/** Favourites and recent games belong to a real account (spec §6): a trial account is told it needs one. */
function requireRealAccount(ctx: AuthContext): number {
  if (ctx.isTrial) throw new AppError('in_need_true_account');
  return ctx.member.id;
}

/**
 * A member's favourite and recent games. Toggling a favourite is throttled to one a second per
 * member (spec §9 "favourite throttle 1000 ms") with the shared database rate limiter, so the
 * limit holds across processes; a refused toggle answers 429 `favourite_too_frequent`.
 */
export function createMemberGamesService(deps: {
  catalog: CatalogService;
  favourites: FavouritesRepository;
  recent: RecentGamesRepository;
  limiter: RateLimiter;
}) {
  const { catalog, favourites, recent, limiter } = deps;

  /** The game a payload names, checked against its vendor and category. */
  async function gameOf(payload: Payload) {
    const game = await catalog.findGame(payload.nodeId);
    if (!game || game.vendor_code !== payload.vendor || game.category_code !== payload.gameType) {
      throw new AppError('game_not_found', { nodeId: payload.nodeId });
    }
    return game;
  }

  const throttle = (memberId: number) =>
    limiter.enforce(`favourite-toggle:${memberId}`, 1, LIMITS.favouriteThrottleMs / 1000, 'favourite_too_frequent', {
      retryAfterMs: LIMITS.favouriteThrottleMs,
    });

  return {
    /** `MCSFE_getFavoriteGames`: ids of every favourite, newest first. */
    async favouriteIds(ctx: AuthContext): Promise<FavouriteIds> {
      return { favGameIds: await favourites.listIds(requireRealAccount(ctx)) };
    },

    /** `MCSFE_getFavoriteGamesList`: favourites as games, newest first. */
    async favouriteList(ctx: AuthContext, page: Page, language: LanguageCode): Promise<FavouriteList> {
      const memberId = requireRealAccount(ctx);
      const { rows, total } = await favourites.listPage(memberId, page.category, page.pageSize, (page.pageNo - 1) * page.pageSize);
      return {
        content: rows.map((row) => presentGame(row, language)),
        pageNum: page.pageNo,
        pageSize: page.pageSize,
        totalPages: Math.ceil(total / page.pageSize),
        total,
      };
    },

    /** `MCSFE_addFavoriteGameV2`: adds a favourite; one that already is one is left as it is (`changed: false`). */
    async addFavourite(ctx: AuthContext, payload: Payload): Promise<FavouriteToggle> {
      const memberId = requireRealAccount(ctx);
      await throttle(memberId);
      const game = await gameOf(payload);
      if ((await favourites.count(memberId)) >= LIMITS.favouriteMax) {
        // A full list refuses new favourites; adding one it already holds stays a harmless no-op.
        if (!(await favourites.has(memberId, game.id))) throw new AppError('favourite_limit_reached', { max: LIMITS.favouriteMax });
        return { nodeId: game.id, favourite: true, changed: false };
      }
      return { nodeId: game.id, favourite: true, changed: await favourites.add(memberId, game.id) };
    },

    /** `MCSFE_removeFavoriteGameV2`: removes a favourite; removing one that is not is harmless (`changed: false`). */
    async removeFavourite(ctx: AuthContext, payload: Payload): Promise<FavouriteToggle> {
      const memberId = requireRealAccount(ctx);
      await throttle(memberId);
      const game = await gameOf(payload);
      return { nodeId: game.id, favourite: false, changed: await favourites.remove(memberId, game.id) };
    },

    /** `GCS_recentGame`: the member's recently played games, newest first. */
    async recentGames(ctx: AuthContext, page: Page, language: LanguageCode): Promise<RecentGames> {
      const memberId = requireRealAccount(ctx);
      const { rows, total } = await recent.listPage(memberId, page.category, page.pageSize, (page.pageNo - 1) * page.pageSize);
      return {
        list: rows.map((row) => ({ ...presentGame(row, language), lastPlayedAt: new Date(row.last_played_at).toISOString() })),
        pageNo: page.pageNo,
        totalPages: Math.ceil(total / page.pageSize),
        total,
      };
    },
  };
}

export type MemberGamesService = ReturnType<typeof createMemberGamesService>;
