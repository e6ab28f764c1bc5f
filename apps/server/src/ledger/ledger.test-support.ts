import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/schema';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT, memberAccountId } from './accounts';

let worlds = 0;

/** A fresh world for one property run: four members' main accounts and one house account. */
export async function ledgerWorld(db: Kysely<Database>, merchantId: number) {
  worlds += 1;
  const tag = `${process.pid}x${worlds}`;
  const accounts: number[] = [];
  for (let i = 0; i < 4; i++) {
    const member = await db
      .insertInto('member')
      .values({ merchant_id: merchantId, username: `prop${tag}x${i}`, nickname: 'p', type: 0, password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    accounts.push(await memberAccountId(db, merchantId, member.id, MEMBER_ACCOUNT.main, 'MMK'));
  }
  const house = await houseAccountId(db, merchantId, `${HOUSE_ACCOUNT.cashInClearing}:prop${tag}`, 'MMK');
  return { tag, accounts, house, all: [...accounts, house] };
}

/**
 * The ledger's invariants over a world's accounts: balances equal the model, members never
 * negative, the world sums to zero, each account's balance equals the sum of its entries, every
 * transaction sums to zero, and each entry's balance_after is its account's running sum.
 */
export async function expectLedgerInvariants(db: Kysely<Database>, all: number[], model: Map<number, bigint>): Promise<void> {
  const rows = await db.selectFrom('ledger_account').select(['id', 'balance', 'owner']).where('id', 'in', all).execute();
  for (const row of rows) {
    expect(BigInt(row.balance)).toBe(model.get(row.id));
    if (row.owner === 'member') expect(BigInt(row.balance) >= 0n).toBe(true);
  }
  expect(rows.reduce((acc, r) => acc + BigInt(r.balance), 0n)).toBe(0n);

  const sums = await sql<{ account_id: number; total: bigint }>`
    SELECT account_id, coalesce(sum(amount), 0) AS total FROM ledger_entry
    WHERE account_id IN (${sql.join(all)}) GROUP BY account_id`.execute(db);
  for (const row of sums.rows) expect(BigInt(row.total)).toBe(model.get(row.account_id));

  const unbalanced = await sql<{ transaction_id: bigint }>`
    SELECT transaction_id FROM ledger_entry WHERE account_id IN (${sql.join(all)})
    GROUP BY transaction_id HAVING sum(amount) <> 0`.execute(db);
  expect(unbalanced.rows).toEqual([]);

  const entries = await db
    .selectFrom('ledger_entry')
    .select(['account_id', 'amount', 'balance_after'])
    .where('account_id', 'in', all)
    .orderBy('id')
    .execute();
  const running = new Map<number, bigint>();
  for (const e of entries) {
    const next = (running.get(e.account_id) ?? 0n) + BigInt(e.amount);
    expect(BigInt(e.balance_after)).toBe(next);
    running.set(e.account_id, next);
  }
}
