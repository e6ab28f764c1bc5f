import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { GAME_COLUMNS, type GameRow, visibleGames } from '../catalog/catalog.repository';

/** A visible game and its maintenance state. */
export type LaunchableGameRow = GameRow & { vendor_maintenance: boolean; maintenance_ends_at: Date | null };

/** Queries of game launch and the winner board. */
export function createGameLaunchRepository(db: Kysely<Database>) {
  return {
    /**
     * A game players can see (enabled, of an enabled vendor listed by its enabled category), by node
     * id or by vendor and game code, with whether it is in maintenance now: the game's own flag, or
     * its vendor's window (read against the database's clock, the same for every process).
     */
    findGame(by: { nodeId: number } | { vendor: string; gameCode: string }): Promise<LaunchableGameRow | undefined> {
      const query = visibleGames(db).select([
        ...GAME_COLUMNS,
        'v.maintenance_ends_at',
        sql<boolean>`(v.maintenance_starts_at IS NOT NULL AND v.maintenance_starts_at <= now()
          AND (v.maintenance_ends_at IS NULL OR v.maintenance_ends_at > now()))`.as('vendor_maintenance'),
      ]);
      return (
        'nodeId' in by
          ? query.where('g.id', '=', by.nodeId)
          : query.where('g.vendor_code', '=', by.vendor).where('g.game_code', '=', by.gameCode)
      ).executeTakeFirst();
    },

    /** Where a merchant's connected vendor launches its games; undefined when the vendor is not connected. */
    launchUrl(merchantId: number, vendor: string) {
      return db
        .selectFrom('provider_credential')
        .select('launch_url')
        .where('merchant_id', '=', merchantId)
        .where('vendor_code', '=', vendor)
        .where('enabled', '=', true)
        .executeTakeFirst();
    },

    /** Stores a launch token's hash for `seconds`; returns when it expires. */
    insertLaunchToken(
      executor: Kysely<Database>,
      token: {
        token_hash: Buffer;
        merchant_id: number;
        member_id: number;
        vendor_code: string;
        game_id: number;
        currency: string;
        language: string;
        play_money: boolean;
      },
      seconds: number,
    ): Promise<{ expires_at: Date }> {
      return executor
        .insertInto('launch_token')
        .values({ ...token, expires_at: sql<Date>`now() + make_interval(secs => ${seconds})` })
        .returning('expires_at')
        .executeTakeFirstOrThrow();
    },

    /** The biggest wins of a merchant's settled real-money rounds, largest first (ties: the later round first). */
    topWins(merchantId: number, category: string | undefined, limit: number) {
      let query = db
        .selectFrom('game_round as r')
        .innerJoin('member as m', 'm.id', 'r.member_id')
        .innerJoin('game as g', 'g.id', 'r.game_id')
        .select(['r.total_win', 'r.settled_at', 'm.username', 'g.id as game_id', 'g.names', 'g.vendor_code', 'g.category_code'])
        .where('r.merchant_id', '=', merchantId)
        .where('r.status', '=', 'settled')
        .where('r.play_money', '=', false)
        .where('r.total_win', '>', 0n);
      if (category) query = query.where('g.category_code', '=', category);
      return query.orderBy('r.total_win', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
    },
  };
}

export type GameLaunchRepository = ReturnType<typeof createGameLaunchRepository>;
