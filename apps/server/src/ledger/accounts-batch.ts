import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** A member account wanted by a batch: whose, which kind, in which currency. */
export type MemberAccountKey = { merchantId: number; memberId: number; kind: string; currency: string };

/**
 * accounts.ts `memberAccountId` for many members at once (a batch of credits opening rounds): every
 * missing account is created in one statement (a concurrent creator is harmless: the unique index
 * decides), then all ids are read in one more. Returns the ids by `member:kind`.
 */
export async function memberAccountIds(executor: Kysely<Database>, keys: readonly MemberAccountKey[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const input = JSON.stringify(keys.map((k) => ({ merchant: k.merchantId, member: k.memberId, kind: k.kind, currency: k.currency })));
  const wanted = sql`jsonb_to_recordset(${input}::jsonb) AS k(merchant integer, member integer, kind text, currency text)`;
  await sql`
    INSERT INTO ledger_account (merchant_id, owner, member_id, kind, currency)
    SELECT DISTINCT k.merchant, 'member', k.member, k.kind, k.currency FROM ${wanted}
     WHERE NOT EXISTS (SELECT 1 FROM ledger_account a WHERE a.owner = 'member' AND a.member_id = k.member AND a.kind = k.kind)
    ON CONFLICT (member_id, kind) WHERE owner = 'member' DO NOTHING`.execute(executor);
  const { rows } = await sql<{ id: number; member_id: number; kind: string }>`
    SELECT a.id, a.member_id, a.kind FROM ledger_account a JOIN ${wanted} ON a.member_id = k.member AND a.kind = k.kind
     WHERE a.owner = 'member'`.execute(executor);
  return new Map(rows.map((row) => [`${row.member_id}:${row.kind}`, row.id]));
}
