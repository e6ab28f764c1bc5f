import { type Kysely, sql } from 'kysely';
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

    /**
     * One page of a member's ledger entries (all its accounts), newest first unless sorted
     * otherwise, with the filter's total. Dates are yyyy-MM-dd days in `timeZone` (UTC unless
     * given), both included.
     */
    async accountRecord(
      memberId: number,
      filter: { kind?: string | undefined; from?: string | undefined; to?: string | undefined; timeZone?: string | undefined },
      pageNo: number,
      pageSize: number,
      order: { sort: 'createdAt' | 'amount'; order: 'asc' | 'desc' } = { sort: 'createdAt', order: 'desc' },
    ) {
      const zone = filter.timeZone ?? 'UTC';
      let base = db
        .selectFrom('ledger_entry as e')
        .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
        .innerJoin('ledger_transaction as t', 't.id', 'e.transaction_id')
        .where('a.owner', '=', 'member')
        .where('a.member_id', '=', memberId);
      if (filter.kind) base = base.where('t.kind', '=', filter.kind);
      if (filter.from) base = base.where('e.created_at', '>=', sql<Date>`(${filter.from}::date)::timestamp AT TIME ZONE ${zone}`);
      if (filter.to) base = base.where('e.created_at', '<', sql<Date>`(${filter.to}::date + 1)::timestamp AT TIME ZONE ${zone}`);
      const dir = order.order === 'asc' ? sql`ASC` : sql`DESC`;
      // By time, not by id: an entry may be written after later ones (a settlement of a past
      // period, an import), and the id then puts it out of time order.
      const column = order.sort === 'amount' ? sql.ref('e.amount') : sql.ref('e.created_at');
      const [rows, count] = await Promise.all([
        base
          .select(['e.id', 't.kind', 'a.kind as wallet', 'e.amount', 'e.balance_after', 't.reference', 'e.created_at'])
          .orderBy(sql`${column} ${dir}, e.id ${dir}`)
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
