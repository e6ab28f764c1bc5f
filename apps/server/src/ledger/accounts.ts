import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Kinds of member accounts: the main wallet, one per game vendor (`vendor:PG`), points, pending withdrawals, trial play money. */
export const MEMBER_ACCOUNT = {
  main: 'main',
  points: 'points',
  pendingWithdrawal: 'pending_withdrawal',
  playMoney: 'play_money',
  vendor: (code: string) => `vendor:${code}`,
} as const;

/** House accounts of a merchant: the other side of every member movement. They may go negative. */
export const HOUSE_ACCOUNT = {
  cashInClearing: 'cash_in_clearing',
  cashOutClearing: 'cash_out_clearing',
  promotions: 'promotions',
  agentCommissions: 'agent_commissions',
  playMoneyIssuer: 'play_money_issuer',
  gameHouse: (vendor: string) => `game_house:${vendor}`,
} as const;

/** The id of a member's account of a kind, created on first use. */
export async function memberAccountId(
  executor: Kysely<Database>,
  merchantId: number,
  memberId: number,
  kind: string,
  currency: string,
): Promise<number> {
  const found = await executor
    .selectFrom('ledger_account')
    .select('id')
    .where('owner', '=', 'member')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (found) return found.id;
  await executor
    .insertInto('ledger_account')
    .values({ merchant_id: merchantId, owner: 'member', member_id: memberId, kind, currency })
    .onConflict((oc) => oc.columns(['member_id', 'kind']).where('owner', '=', 'member').doNothing())
    .execute();
  const row = await executor
    .selectFrom('ledger_account')
    .select('id')
    .where('owner', '=', 'member')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of a merchant's house account of a kind, created on first use. */
export async function houseAccountId(executor: Kysely<Database>, merchantId: number, kind: string, currency: string): Promise<number> {
  const found = await executor
    .selectFrom('ledger_account')
    .select('id')
    .where('owner', '=', 'house')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (found) return found.id;
  await executor
    .insertInto('ledger_account')
    .values({ merchant_id: merchantId, owner: 'house', member_id: null, kind, currency })
    .onConflict((oc) => oc.columns(['merchant_id', 'kind']).where('owner', '=', 'house').doNothing())
    .execute();
  const row = await executor
    .selectFrom('ledger_account')
    .select('id')
    .where('owner', '=', 'house')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Balances of accounts by id (minor units). */
export async function balancesOf(executor: Kysely<Database>, accountIds: readonly number[]): Promise<Map<number, bigint>> {
  if (accountIds.length === 0) return new Map();
  const rows = await executor.selectFrom('ledger_account').select(['id', 'balance']).where('id', 'in', accountIds).execute();
  return new Map(rows.map((r) => [r.id, BigInt(r.balance)]));
}

/** A member's balance of one account kind without creating the account (none yet = zero). */
export async function memberBalance(executor: Kysely<Database>, memberId: number, kind: string): Promise<bigint> {
  const row = await executor
    .selectFrom('ledger_account')
    .select('balance')
    .where('owner', '=', 'member')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? BigInt(row.balance) : 0n;
}
