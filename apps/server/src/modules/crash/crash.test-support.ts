import crypto from 'node:crypto';
import { planChain } from '@fortuna/bgs/crash/chain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { openSessions } from '../lottery/lottery.test-support';

/** The example seed of FAIRNESS.md. */
export const TEST_SEED = 'f3a1c9e07b2d4856a9e1c3b5d7f90a2c4e6f8091b3d5e7f9a1c3e5f7092b4d6e';

/**
 * Makes sure the catalogue has Crash (vendor BGS, code `crash`) and the merchant a BGS credential,
 * and gives the members a provider session of it as if they had launched it. Returns the game id.
 */
export async function prepareCrash(db: Kysely<Database>, merchantId: number, memberIds: number[]): Promise<number> {
  let game = await db.selectFrom('game').select('id').where('vendor_code', '=', 'BGS').where('game_code', '=', 'crash').executeTakeFirst();
  if (!game) {
    // Before the catalogue names it `crash`, the seeded BGS title called Crash is it.
    await sql`UPDATE game SET game_code = 'crash' WHERE id = (SELECT id FROM game WHERE vendor_code = 'BGS' AND names->>'en' = 'Crash' ORDER BY id LIMIT 1)`.execute(
      db,
    );
    game = await db
      .selectFrom('game')
      .select('id')
      .where('vendor_code', '=', 'BGS')
      .where('game_code', '=', 'crash')
      .executeTakeFirstOrThrow();
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

/** Starts the merchant's chain from a known seed and salt (the test knows its crash points in advance). */
export async function knownChain(db: Kysely<Database>, merchantId: number, salt: string, length: number): Promise<void> {
  await db.updateTable('crash_chain').set({ active: false }).where('merchant_id', '=', merchantId).execute();
  const plan = planChain(TEST_SEED, length, 1000);
  await db
    .insertInto('crash_chain')
    .values({
      merchant_id: merchantId,
      seed: TEST_SEED,
      salt,
      terminal_hash: plan.terminalHash,
      length,
      checkpoint_every: plan.checkpointEvery,
      checkpoints: JSON.stringify(plan.checkpoints),
    })
    .execute();
}

/** Provider wallet transactions of a crash round, by kind. */
export async function roundTransactions(db: Kysely<Database>, roundId: string) {
  const rows = await db.selectFrom('provider_transaction').select(['kind', 'amount', 'txn_id']).where('round_id', '=', roundId).execute();
  return rows;
}
