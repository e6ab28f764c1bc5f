import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { openSessions } from '../lottery/lottery.test-support';
import type { PvpTables } from './pvp.tables';

/**
 * Makes sure the catalogue has the PVP game (vendor BGS, code `gameCode`; the catalogue seed adds
 * it, a bare database may not have it yet), the merchant a BGS credential, and the members a
 * provider session of it as if they had launched it. Returns the catalogue game id.
 */
export async function preparePvp(db: Kysely<Database>, merchantId: number, memberIds: number[], gameCode: string): Promise<number> {
  let game = await db.selectFrom('game').select('id').where('vendor_code', '=', 'BGS').where('game_code', '=', gameCode).executeTakeFirst();
  if (!game) {
    const rows = await sql<{ id: number }>`
      INSERT INTO game (vendor_code, category_code, game_code, names, icon_path)
      SELECT 'BGS', category_code, ${gameCode}, ${JSON.stringify({ en: gameCode })}::jsonb, '' FROM game WHERE vendor_code = 'BGS' ORDER BY id LIMIT 1
      RETURNING id`.execute(db);
    game = rows.rows[0] as { id: number };
  }
  await db
    .insertInto('provider_credential')
    .values({
      key_id: `test-bgs-${crypto.randomBytes(4).toString('hex')}`,
      merchant_id: merchantId,
      vendor_code: 'BGS',
      secret: crypto.randomBytes(32).toString('hex'),
      launch_url: '/originals',
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doNothing())
    .execute();
  await openSessions(db, memberIds, game.id);
  return game.id;
}

/** The merchant's room of a game and level (the demo seed makes levels 1–3 of each game). */
export async function pvpRoom(db: Kysely<Database>, merchantId: number, gameCode: string, level: number) {
  return db
    .withTables<PvpTables>()
    .selectFrom('pvp_room')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .where('level', '=', level)
    .executeTakeFirstOrThrow();
}

/** Lets the room's next hand deal now (instead of after the pause). */
export async function dealNow(db: Kysely<Database>, roomId: number): Promise<void> {
  await db
    .withTables<PvpTables>()
    .updateTable('pvp_room')
    .set({ next_hand_at: new Date(0) })
    .where('id', '=', roomId)
    .execute();
}

/** Makes the hand's awaited moves overdue (as if the turn timer ran out). */
export async function expire(db: Kysely<Database>, handId: bigint | string): Promise<void> {
  await db
    .withTables<PvpTables>()
    .updateTable('pvp_hand')
    .set({ deadline: new Date(0) })
    .where('id', '=', BigInt(handId))
    .execute();
}

/** Provider wallet transactions of a round, by kind. */
export async function roundTransactions(db: Kysely<Database>, roundId: string) {
  return db.selectFrom('provider_transaction').select(['kind', 'amount', 'txn_id']).where('round_id', '=', roundId).execute();
}
