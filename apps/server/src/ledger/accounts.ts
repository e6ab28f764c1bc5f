import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
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
  /** Issues every point (currency PTS): its balance is minus the points in members' hands and spent. */
  pointsIssuer: 'points_issuer',
  /** The points mall's money: amounts paid with redemptions come in, conversions into main wallets go out. */
  pointsMall: 'points_mall',
  gameHouse: (vendor: string) => `game_house:${vendor}`,
} as const;

type Owner = { owner: 'member'; memberId: number } | { owner: 'house' };

/** The id of an account, created on first use (a concurrent creator is harmless: the unique index decides). */
async function accountId(executor: Kysely<Database>, merchantId: number, who: Owner, kind: string, currency: string): Promise<number> {
  const find = () => {
    let query = executor.selectFrom('ledger_account').select('id').where('owner', '=', who.owner).where('kind', '=', kind);
    query = who.owner === 'member' ? query.where('member_id', '=', who.memberId) : query.where('merchant_id', '=', merchantId);
    return query.executeTakeFirst();
  };
  const found = await find();
  if (found) return found.id;
  await executor
    .insertInto('ledger_account')
    .values({ merchant_id: merchantId, owner: who.owner, member_id: who.owner === 'member' ? who.memberId : null, kind, currency })
    .onConflict((oc) =>
      who.owner === 'member'
        ? oc.columns(['member_id', 'kind']).where('owner', '=', 'member').doNothing()
        : oc.columns(['merchant_id', 'kind']).where('owner', '=', 'house').doNothing(),
    )
    .execute();
  const created = await find();
  if (!created) throw new Error(`ledger account ${kind} could not be created`);
  return created.id;
}

/** The id of a member's account of a kind, created on first use. */
export function memberAccountId(
  executor: Kysely<Database>,
  merchantId: number,
  memberId: number,
  kind: string,
  currency: string,
): Promise<number> {
  return accountId(executor, merchantId, { owner: 'member', memberId }, kind, currency);
}

/** The id of a merchant's house account of a kind, created on first use. */
export function houseAccountId(executor: Kysely<Database>, merchantId: number, kind: string, currency: string): Promise<number> {
  return accountId(executor, merchantId, { owner: 'house' }, kind, currency);
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

/**
 * Member account ids remembered by one process: an account is never deleted nor renumbered, so
 * once seen committed its id holds for good. Lookups run outside any transaction, so a cached id
 * always names a committed account (a transaction that rolls back cannot leave one behind).
 */
export function createAccountDirectory(db: Kysely<Database>, max = 100_000) {
  const ids = new LRUCache<string, number>({ max });
  return {
    async memberAccountId(merchantId: number, memberId: number, kind: string, currency: string): Promise<number> {
      const key = `${memberId}:${kind}`;
      const cached = ids.get(key);
      if (cached !== undefined) return cached;
      const id = await memberAccountId(db, merchantId, memberId, kind, currency);
      ids.set(key, id);
      return id;
    },
  };
}

export type AccountDirectory = ReturnType<typeof createAccountDirectory>;
