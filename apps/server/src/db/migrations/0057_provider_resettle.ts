import { type Kysely, sql } from 'kysely';

/**
 * The provider wallet protocol's `resettle` (issue 23; docs/decisions/game-launch-and-provider-wallet.md):
 * a settled round's win corrected after the fact (a sportsbook result corrected), recorded once per
 * txn id like a debit or credit. `amount` is the round's new total win, not the difference moved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE provider_transaction DROP CONSTRAINT provider_transaction_kind_ck`.execute(db);
  await sql`ALTER TABLE provider_transaction ADD CONSTRAINT provider_transaction_kind_ck
    CHECK (kind IN ('debit', 'credit', 'rollback', 'resettle'))`.execute(db);
}
