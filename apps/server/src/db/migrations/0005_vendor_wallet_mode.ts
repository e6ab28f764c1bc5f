import { type Kysely, sql } from 'kysely';

/**
 * How a vendor holds a member's money: 'seamless' (the vendor debits and credits our main wallet
 * through the provider protocol) or 'transfer' (the member moves money into the vendor's own
 * wallet and back with GCS_walletTransfer).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE vendor ADD COLUMN wallet_mode text NOT NULL DEFAULT 'seamless'
    CONSTRAINT vendor_wallet_mode_ck CHECK (wallet_mode IN ('seamless', 'transfer'))`.execute(db);
  await sql`UPDATE vendor SET wallet_mode = 'transfer' WHERE code IN ('PT', 'JDB')`.execute(db);
}
