import { SLOT_TITLES, WAYS } from '@fortuna/bgs/slots';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ORIGINALS_LIMITS } from '../modules/originals/originals-limits';

/**
 * Fills the slot metadata of migration 0039 (minimum bet, lines or ways, declared RTP) on the six
 * in-house slot titles (vendor BGS) from their definitions, so the lobby's slots filters and the
 * game page read the same figures as the engine. Only rows that exist are updated: the catalogue
 * seed adds the games themselves. The minimum bet is the one the server enforces for every
 * in-house game (ORIGINALS_LIMITS), in minor units of a 2-decimal currency like the demo's.
 */
export async function seedSlotMetadata(db: Kysely<Database>): Promise<number> {
  let updated = 0;
  for (const title of SLOT_TITLES) {
    const result = await db
      .updateTable('game')
      .set({
        min_bet: ORIGINALS_LIMITS.minBetUnits * 100n,
        lines: title.mode.kind === 'lines' ? title.mode.lines : WAYS,
        rtp: (title.declaredRtp * 100).toFixed(2),
      })
      .where('vendor_code', '=', 'BGS')
      .where('game_code', '=', title.code)
      .executeTakeFirst();
    updated += Number(result.numUpdatedRows);
  }
  return updated;
}
