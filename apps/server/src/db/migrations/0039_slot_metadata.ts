import { type Kysely, sql } from 'kysely';

/**
 * Slot metadata on the catalogue's games (issue 18, spec §9 "Slots filters: minimum bet 1 or
 * more; 25 lines or more"; docs/games/slots.md):
 * - `min_bet`: the smallest total bet in minor units of the merchant's currency;
 * - `lines`: paylines, or the ways count of a ways-to-win title (243);
 * - `rtp`: the declared return to player in percent (96.00).
 * All three are null for games that do not state them; the lobby filters leave such games out.
 * The catalogue's statement trigger on `game` bumps `catalog_version`, so lobbies see a change at once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE game
    ADD COLUMN min_bet bigint CONSTRAINT game_min_bet_ck CHECK (min_bet > 0),
    ADD COLUMN lines integer CONSTRAINT game_lines_ck CHECK (lines > 0),
    ADD COLUMN rtp numeric(5, 2) CONSTRAINT game_rtp_ck CHECK (rtp > 0 AND rtp <= 100)`.execute(db);
}
