import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Queries of the wallet area that are not ledger posts. */
export function createWalletRepository(db: Kysely<Database>) {
  return {
    /** Enabled vendors that keep a transfer wallet, in menu order. */
    transferVendors() {
      return db
        .selectFrom('vendor')
        .select(['code', 'name'])
        .where('enabled', '=', true)
        .where('wallet_mode', '=', 'transfer')
        .orderBy('sort')
        .execute();
    },

    /** A member's vendor-wallet balances (only wallets that exist). */
    vendorBalances(memberId: number) {
      return db
        .selectFrom('ledger_account')
        .select(['kind', 'balance'])
        .where('owner', '=', 'member')
        .where('member_id', '=', memberId)
        .where('kind', 'like', 'vendor:%')
        .execute();
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
