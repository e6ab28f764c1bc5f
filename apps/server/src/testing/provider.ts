import { createProtocolClient, type ProtocolTransport } from '@fortuna/reference-provider';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/schema';

/** Sends signed protocol calls into the app in-process (Fastify inject), bytes exactly as given. */
export function injectTransport(app: FastifyInstance): ProtocolTransport {
  return async (path, body, headers) => {
    const res = await app.inject({ method: 'POST', url: path, payload: body, headers: { ...headers, 'content-type': 'application/json' } });
    return { status: res.statusCode, text: res.body };
  };
}

/** A vendor's key and secret on the demo merchant, as the seed made them. */
export async function vendorKey(db: Kysely<Database>, vendor: string, merchant = 'FORTUNA'): Promise<{ keyId: string; secret: string }> {
  const row = await db
    .selectFrom('provider_credential as c')
    .innerJoin('merchant as m', 'm.id', 'c.merchant_id')
    .select(['c.key_id', 'c.secret'])
    .where('m.code', '=', merchant)
    .where('c.vendor_code', '=', vendor)
    .executeTakeFirstOrThrow();
  return { keyId: row.key_id, secret: row.secret };
}

/** The protocol client of a vendor, signing with its seeded key, calling the app in-process. */
export async function vendorClient(app: FastifyInstance, db: Kysely<Database>, vendor: string) {
  return createProtocolClient({ ...(await vendorKey(db, vendor)), transport: injectTransport(app) });
}

/** The launch token carried by a launch URL. */
export function tokenOfLaunchUrl(url: string): string {
  const token = new URL(url, 'http://portal.test').searchParams.get('token');
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}

/**
 * The ledger's invariants over a whole database: every transaction sums to zero, every
 * account's balance is the sum of its entries and each entry's balance_after its running sum,
 * no member account is negative, and each merchant's accounts sum to zero.
 */
export async function expectWholeLedgerBalanced(db: Kysely<Database>): Promise<void> {
  const unbalanced = await sql<{ transaction_id: string }>`
    SELECT transaction_id FROM ledger_entry GROUP BY transaction_id HAVING sum(amount) <> 0`.execute(db);
  expect(unbalanced.rows).toEqual([]);
  const drift = await sql<{ id: number }>`
    SELECT a.id FROM ledger_account a LEFT JOIN ledger_entry e ON e.account_id = a.id
    GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)`.execute(db);
  expect(drift.rows).toEqual([]);
  const running = await sql<{ id: string }>`
    SELECT id FROM (
      SELECT id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running FROM ledger_entry
    ) e WHERE balance_after <> running`.execute(db);
  expect(running.rows).toEqual([]);
  const negative = await sql<{ id: number }>`SELECT id FROM ledger_account WHERE owner = 'member' AND balance < 0`.execute(db);
  expect(negative.rows).toEqual([]);
  const merchants = await sql<{ merchant_id: number }>`
    SELECT merchant_id FROM ledger_account GROUP BY merchant_id HAVING sum(balance) <> 0`.execute(db);
  expect(merchants.rows).toEqual([]);
}
