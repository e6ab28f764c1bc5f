import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { GAME_COLUMNS, type GameRow, visibleGames } from './catalog.repository';

/** A member's favourite games. Only visible games count: a favourite of a game switched off reappears when it is back. */
export function createFavouritesRepository(db: Kysely<Database>) {
  const favouritesOf = (memberId: number) =>
    visibleGames(db).innerJoin('favourite_game as f', 'f.game_id', 'g.id').where('f.member_id', '=', memberId);

  return {
    /** Ids of the member's favourites, newest first. */
    async listIds(memberId: number): Promise<number[]> {
      const rows = await favouritesOf(memberId).select('g.id').orderBy('f.created_at', 'desc').orderBy('g.id', 'desc').execute();
      return rows.map((row) => row.id);
    },

    /** One page of the member's favourites as games, newest first, and how many there are. */
    async listPage(
      memberId: number,
      category: string | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: GameRow[]; total: number }> {
      let base = favouritesOf(memberId);
      if (category) base = base.where('g.category_code', '=', category);
      const [rows, count] = await Promise.all([
        base.select(GAME_COLUMNS).orderBy('f.created_at', 'desc').orderBy('g.id', 'desc').limit(limit).offset(offset).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** How many favourites the member keeps (visible or not), for the cap. */
    async count(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('favourite_game')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Whether a game is among the member's favourites. */
    async has(memberId: number, gameId: number): Promise<boolean> {
      const row = await db
        .selectFrom('favourite_game')
        .select('game_id')
        .where('member_id', '=', memberId)
        .where('game_id', '=', gameId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Adds a favourite; false when it already was one (the row is left as it was). */
    async add(memberId: number, gameId: number): Promise<boolean> {
      const row = await db
        .insertInto('favourite_game')
        .values({ member_id: memberId, game_id: gameId })
        .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
        .returning('game_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Removes a favourite; false when it was not one. */
    async remove(memberId: number, gameId: number): Promise<boolean> {
      const row = await db
        .deleteFrom('favourite_game')
        .where('member_id', '=', memberId)
        .where('game_id', '=', gameId)
        .returning('game_id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
