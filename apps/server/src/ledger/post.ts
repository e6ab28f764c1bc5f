import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';

/** One leg of a transfer: positive credits the account, negative debits it. */
export type Posting = { accountId: number; amount: bigint };

/** What moves, why, and the key that makes a retry harmless. */
export type PostRequest = {
  merchantId: number;
  /** Unique per merchant; a second post with the same key returns the first result and moves nothing. */
  idempotencyKey: string;
  /** deposit, withdrawal, transfer, bet, win, refund, bonus, commission, salary, dividend, redemption, … */
  kind: string;
  /** What the money moved for: a deposit id, a round id, a withdrawal id. */
  reference: string;
  memo?: string | null;
  entries: readonly Posting[];
};

export type PostedEntry = { accountId: number; amount: bigint; balanceAfter: bigint };
export type PostResult = { transactionId: bigint; replayed: boolean; entries: PostedEntry[] };

/** Merges legs on the same account and drops zero legs; a transfer must still sum to zero. */
function normalise(entries: readonly Posting[]): Posting[] {
  const byAccount = new Map<number, bigint>();
  for (const e of entries) {
    if (typeof e.amount !== 'bigint') throw new Error('ledger amounts are bigint minor units');
    byAccount.set(e.accountId, (byAccount.get(e.accountId) ?? 0n) + e.amount);
  }
  const merged = [...byAccount].filter(([, amount]) => amount !== 0n).map(([accountId, amount]) => ({ accountId, amount }));
  const sum = merged.reduce((acc, e) => acc + e.amount, 0n);
  if (sum !== 0n) throw new Error(`ledger entries must sum to zero, got ${sum}`);
  if (merged.length < 2) throw new Error('a ledger transaction moves money between at least two accounts');
  return merged.sort((a, b) => a.accountId - b.accountId);
}

function sameEntries(a: readonly Posting[], b: readonly Posting[]): boolean {
  return a.length === b.length && a.every((e, i) => e.accountId === b[i]?.accountId && e.amount === b[i]?.amount);
}

/**
 * Posts one double-entry transaction inside the caller's database transaction — the only code
 * that changes a balance. Locks the touched accounts in id order (no deadlock between posts),
 * answers a retry of a committed post with its original result (`replayed: true`, nothing
 * moves; the same key with another payload is `idempotency_conflict`), refuses to take a member
 * account below zero (`insufficient_balance`) before writing anything, then writes the
 * transaction, its entries with `balance_after`, and the new balances. A refused post leaves no
 * trace, so its key can be used again.
 */
export async function post(trx: Kysely<Database>, request: PostRequest): Promise<PostResult> {
  const entries = normalise(request.entries);
  const ids = entries.map((e) => e.accountId);
  const accounts = await sql<{ id: number; owner: string; merchant_id: number; balance: bigint }>`
    SELECT id, owner, merchant_id, balance FROM ledger_account WHERE id IN (${sql.join(ids)}) ORDER BY id FOR UPDATE`.execute(trx);
  if (accounts.rows.length !== ids.length) throw new Error('ledger post names an unknown account');

  // Under the account locks, a committed post with this key cannot appear or vanish.
  const existing = await findByKey(trx, request);
  if (existing) return replay(trx, request, entries, existing);

  const posted: PostedEntry[] = [];
  for (const entry of entries) {
    const account = accounts.rows.find((a) => a.id === entry.accountId);
    if (!account || account.merchant_id !== request.merchantId) throw new Error('ledger post crosses merchants');
    const balanceAfter = BigInt(account.balance) + entry.amount;
    if (account.owner === 'member' && balanceAfter < 0n) {
      throw new AppError('insufficient_balance', { accountId: account.id, balance: String(account.balance) });
    }
    posted.push({ accountId: entry.accountId, amount: entry.amount, balanceAfter });
  }

  const claimed = await trx
    .insertInto('ledger_transaction')
    .values({
      merchant_id: request.merchantId,
      idempotency_key: request.idempotencyKey,
      kind: request.kind,
      reference: request.reference,
      memo: request.memo ?? null,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  // The same key on other accounts won the race: answer as a replay of it.
  if (!claimed) return replay(trx, request, entries, await findByKey(trx, request));

  const values = posted.map(
    (e) =>
      sql`(${claimed.id.toString()}::bigint, ${e.accountId}::integer, ${e.amount.toString()}::bigint, ${e.balanceAfter.toString()}::bigint)`,
  );
  await sql`INSERT INTO ledger_entry (transaction_id, account_id, amount, balance_after) VALUES ${sql.join(values)}`.execute(trx);
  const updates = posted.map((e) => sql`(${e.accountId}::integer, ${e.balanceAfter.toString()}::bigint)`);
  await sql`UPDATE ledger_account AS a SET balance = v.balance FROM (VALUES ${sql.join(updates)}) AS v(id, balance) WHERE a.id = v.id`.execute(
    trx,
  );
  return { transactionId: BigInt(claimed.id), replayed: false, entries: posted };
}

function findByKey(trx: Kysely<Database>, request: PostRequest) {
  return trx
    .selectFrom('ledger_transaction')
    .select(['id', 'kind', 'reference'])
    .where('merchant_id', '=', request.merchantId)
    .where('idempotency_key', '=', request.idempotencyKey)
    .executeTakeFirst();
}

async function replay(
  trx: Kysely<Database>,
  request: PostRequest,
  entries: Posting[],
  original: { id: bigint; kind: string; reference: string } | undefined,
): Promise<PostResult> {
  if (!original) throw new Error('idempotency key vanished');
  const rows = await trx
    .selectFrom('ledger_entry')
    .select(['account_id', 'amount', 'balance_after'])
    .where('transaction_id', '=', original.id)
    .orderBy('account_id')
    .execute();
  const stored = rows.map((r) => ({ accountId: r.account_id, amount: BigInt(r.amount), balanceAfter: BigInt(r.balance_after) }));
  if (original.kind !== request.kind || original.reference !== request.reference || !sameEntries(stored, entries)) {
    throw new AppError('idempotency_conflict', { idempotencyKey: request.idempotencyKey });
  }
  return { transactionId: BigInt(original.id), replayed: true, entries: stored };
}
