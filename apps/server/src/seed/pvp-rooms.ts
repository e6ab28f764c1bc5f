import { PVP_GAMES, PVP_RULES } from '@fortuna/bgs/pvp';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PvpTables } from '../modules/pvp/pvp.tables';

/** Stake levels of the demo rooms: base 1.00, 5.00, 20.00 (minor units). */
export const DEMO_PVP_LEVELS = [
  { level: 1, base: 100n },
  { level: 2, base: 500n },
  { level: 3, base: 2_000n },
] as const;
const SEATS = 6;
/** The house's rake on winnings: 5 %. */
const RAKE_BPS = 500;

/** One room per game and level for the merchant (docs/games/pvp-rooms.md); running it again adds nothing. */
export async function seedDemoPvpRooms(appDb: Kysely<Database>, merchantId: number): Promise<void> {
  const db = appDb.withTables<PvpTables>();
  for (const game of PVP_GAMES) {
    for (const { level, base } of DEMO_PVP_LEVELS) {
      const exists = await db
        .selectFrom('pvp_room')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('game_code', '=', game)
        .where('level', '=', level)
        .executeTakeFirst();
      if (exists) continue;
      await db
        .insertInto('pvp_room')
        .values({
          merchant_id: merchantId,
          game_code: game,
          level,
          base,
          min_balance: PVP_RULES[game].minBalance(base, SEATS),
          rake_bps: RAKE_BPS,
          seats: SEATS,
        })
        .execute();
    }
  }
}
