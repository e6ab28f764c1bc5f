import { LIMITS } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { GAME_COLUMNS, type GameRow, visibleGames } from './catalog.repository';

/**
 * Records that a member played a game: it becomes the newest of their recent games. Called by
 * game launch inside its own transaction (pass the transaction) or on its own (pass the db).
 * Keeps the newest `LIMITS.recentGamesKept` per member, so the table stays small.
 */
export async function recordRecentGame(db: Kysely<Database>, memberId: number, gameId: number): Promise<void> {
  // clock_timestamp(), not now(): two launches in one transaction still get an order.
  await db
    .insertInto('recent_game')
    .values({ member_id: memberId, game_id: gameId, last_played_at: sql<Date>`clock_timestamp()` })
    .onConflict((oc) =>
      oc.columns(['member_id', 'game_id']).doUpdateSet({
        last_played_at: sql<Date>`clock_timestamp()`,
        plays: sql<number>`recent_game.plays + 1`,
      }),
    )
    .execute();
  await db
    .deleteFrom('recent_game')
    .where('member_id', '=', memberId)
    .where(
      'game_id',
      'in',
      db
        .selectFrom('recent_game')
        .select('game_id')
        .where('member_id', '=', memberId)
        .orderBy('last_played_at', 'desc')
        .orderBy('game_id', 'desc')
        .offset(LIMITS.recentGamesKept),
    )
    .execute();
}

/** Reads a member's recent games (visible ones only), newest first. */
export function createRecentGamesRepository(db: Kysely<Database>) {
  return {
    async listPage(
      memberId: number,
      category: string | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: (GameRow & { last_played_at: Date })[]; total: number }> {
      let base = visibleGames(db).innerJoin('recent_game as r', 'r.game_id', 'g.id').where('r.member_id', '=', memberId);
      if (category) base = base.where('g.category_code', '=', category);
      const [rows, count] = await Promise.all([
        base
          .select(GAME_COLUMNS)
          .select('r.last_played_at')
          .orderBy('r.last_played_at', 'desc')
          .orderBy('g.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}

export type RecentGamesRepository = ReturnType<typeof createRecentGamesRepository>;
