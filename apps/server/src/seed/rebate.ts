import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The demo merchant's rebate settings (docs/promotions/rebate.md): members claim it (manual), at
 * least 1.00 MMK a claim, with valid bets of once the rebate before a withdrawal. Adds them only
 * when missing (an operator's changes stay). The rates are the VIP levels' (seed/promotions.ts).
 */
export async function seedDemoRebate(db: Kysely<Database>, merchantId: number): Promise<void> {
  await db
    .insertInto('rebate_setting')
    .values({ merchant_id: merchantId, mode: 'manual', min_claim: 100n, turnover_multiple: '1.00' })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
}
