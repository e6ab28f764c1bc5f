import {
  type GameCategory,
  type GameLaunch,
  type gameLaunchQuerySchema,
  normalizeLanguage,
  type WinnerBoard,
  type winnerBoardQuerySchema,
} from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import { hashToken, newToken } from '../auth/token';
import { recordRecentGame } from '../catalog/recent-games.repository';
import { nameIn, presentWinner } from './game-launch.presenter';
import type { GameLaunchRepository } from './game-launch.repository';
import { buildLaunchUrl } from './launch-url';

/** Launch URLs of the portal's own game pages (the in-house vendor BGS): they stay on the portal's origin. */
export const PORTAL_GAME_PATH = '/embed/';

/** How long a launch token may wait for the vendor's authenticate: long enough for a slow page load, short enough to be useless once leaked. */
export const LAUNCH_TOKEN_SECONDS = 300;

/** Game start (spec §4) and the winner board (spec §7). */
export function createGameLaunchService(deps: { db: Kysely<Database>; repo: GameLaunchRepository }) {
  const { db, repo } = deps;

  return {
    /**
     * `GET /wps/game/launchGame`: checks the game and who may play it, records it as the
     * member's most recent game and issues a single-use launch token in the same transaction,
     * and answers the vendor's launch URL on a launch CDN with the token.
     */
    async launch(site: SiteContext, ctx: AuthContext, query: z.output<typeof gameLaunchQuerySchema>): Promise<GameLaunch> {
      const { merchant } = site;
      const vendor = query.vendor ?? query.vassalage;
      const game = await repo.findGame(
        query.nodeId !== undefined ? { nodeId: query.nodeId } : { vendor: vendor ?? '', gameCode: query.gameCode ?? '' },
      );
      const mismatch =
        (vendor !== undefined && vendor !== game?.vendor_code) ||
        (query.gameCode !== undefined && query.gameCode !== game?.game_code) ||
        (query.gameType !== undefined && query.gameType !== game?.category_code);
      // A vendor-type entry (is_game false) opens a list of the vendor's games in the web; it is not launched.
      if (!game?.is_game || mismatch) throw new AppError('game_not_found');
      if (ctx.isTrial && !game.free_play) throw new AppError('in_need_true_account');
      // Maintenance is set in the back office (ops-catalogue) and read here on every launch: no cache to wait for.
      if (game.maintenance || game.vendor_maintenance) {
        throw new AppError('game_maintenance', {
          vendor: game.vendor_code,
          until: game.vendor_maintenance && game.maintenance_ends_at ? new Date(game.maintenance_ends_at).toISOString() : null,
        });
      }
      const connection = await repo.launchUrl(merchant.id, game.vendor_code);
      if (!connection) throw new AppError('game_unavailable', { vendor: game.vendor_code });

      const language = normalizeLanguage(query.language) ?? site.language;
      const token = newToken();
      const { expires_at } = await db.transaction().execute(async (trx) => {
        const issued = await repo.insertLaunchToken(
          trx,
          {
            token_hash: hashToken(token),
            merchant_id: merchant.id,
            member_id: ctx.member.id,
            vendor_code: game.vendor_code,
            game_id: game.id,
            currency: merchant.currency_code,
            language,
            play_money: ctx.isTrial,
          },
          LAUNCH_TOKEN_SECONDS,
        );
        await recordRecentGame(trx, ctx.member.id, game.id);
        return issued;
      });
      const params = {
        token,
        operator: merchant.code,
        vendor: game.vendor_code,
        game: game.game_code,
        lang: language,
        currency: merchant.currency_code,
        device: query.device ?? site.device,
        ...(query.theme ? { theme: query.theme } : {}),
      };
      // An in-house game's page is the portal's own (`/embed/<area>/<game>`): same origin, no launch
      // CDN, and the token travels as `launch` (the portal reads `?token=` as a one-time login code).
      const { token: launchToken, ...rest } = params;
      const url = connection.launch_url.startsWith(PORTAL_GAME_PATH)
        ? `${connection.launch_url}${encodeURIComponent(game.game_code)}?${new URLSearchParams({ launch: launchToken, ...rest })}`
        : buildLaunchUrl(merchant.launch_game_cdns, connection.launch_url, params);
      return {
        url,
        nodeId: game.id,
        vendor: game.vendor_code,
        gameCode: game.game_code,
        gameType: game.category_code as GameCategory,
        gameName: nameIn(game.names, language),
        playMoney: ctx.isTrial,
        expiresAt: new Date(expires_at).toISOString(),
      };
    },

    /** `GET /wps/game/winnerBoard`: the biggest wins of settled real-money rounds, from the rounds themselves. */
    async winnerBoard(site: SiteContext, query: z.output<typeof winnerBoardQuerySchema>): Promise<WinnerBoard> {
      const language = normalizeLanguage(query.language) ?? site.language;
      const category = query.gameCategory === 'ALL' ? undefined : query.gameCategory;
      const rows = await repo.topWins(site.merchant.id, category, query.limitNum);
      return {
        list: rows.map((row) => presentWinner(row, language, site.merchant.currency_decimals)),
        currencySymbol: site.merchant.currency_symbol,
      };
    },
  };
}

export type GameLaunchService = ReturnType<typeof createGameLaunchService>;
