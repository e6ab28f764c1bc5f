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

/** A post's outcome inside a batch: its result, or the error that refused it (nothing of it was written). */
export type PostOutcome = { ok: true; result: PostResult } | { ok: false; error: unknown };

type Prepared = { index: number; request: PostRequest; entries: Posting[] };
type Original = { id: bigint; kind: string; reference: string; entries: PostedEntry[] };

const keyOf = (merchantId: number, idempotencyKey: string) => `${merchantId}\u0000${idempotencyKey}`;

/**
 * Posts one double-entry transaction inside the caller's database transaction — the only code
 * that changes a balance (see {@link postMany}). Throws the post's error.
 */
export async function post(trx: Kysely<Database>, request: PostRequest): Promise<PostResult> {
  const [outcome] = await postMany(trx, [request]);
  if (!outcome) throw new Error('ledger post produced no outcome');
  if (!outcome.ok) throw outcome.error;
  return outcome.result;
}

/**
 * Posts several double-entry transactions inside the caller's database transaction, in order, in
 * a fixed number of statements whatever their count (group commit, see group-commit.ts):
 * 1. locks every touched account in id order (no deadlock between posts or batches);
 * 2. claims every idempotency key (in key order) — a key already committed is a retry, answered
 *    with its original result (`replayed: true`, nothing moves; the same key with another
 *    payload is `idempotency_conflict`);
 * 3. applies the claimed posts in order to the locked balances, refusing one that would take a
 *    member account below zero (`insufficient_balance`) and releasing its key, so a refused post
 *    leaves no trace and its key can be used again;
 * 4. writes every entry with its `balance_after` and each account's final balance.
 * Keys must be unique within one call. Each post gets its own outcome; one refused post does not
 * refuse the others.
 */
export async function postMany(trx: Kysely<Database>, requests: readonly PostRequest[]): Promise<PostOutcome[]> {
  const outcomes: PostOutcome[] = new Array(requests.length);
  const prepared: Prepared[] = [];
  const seen = new Set<string>();
  requests.forEach((request, index) => {
    const key = keyOf(request.merchantId, request.idempotencyKey);
    if (seen.has(key)) throw new Error(`idempotency key ${request.idempotencyKey} twice in one ledger batch`);
    seen.add(key);
    try {
      prepared.push({ index, request, entries: normalise(request.entries) });
    } catch (error) {
      outcomes[index] = { ok: false, error };
    }
  });
  if (prepared.length === 0) return outcomes;

  // 1. Lock.
  const ids = [...new Set(prepared.flatMap((p) => p.entries.map((e) => e.accountId)))].sort((a, b) => a - b);
  const locked = await sql<{ id: number; owner: string; merchant_id: number; balance: bigint }>`
    SELECT id, owner, merchant_id, balance FROM ledger_account WHERE id = ANY(${ids}::integer[]) ORDER BY id FOR UPDATE`.execute(trx);
  const accounts = new Map(locked.rows.map((a) => [a.id, { ...a, balance: BigInt(a.balance) }]));
  const valid: Prepared[] = [];
  for (const p of prepared) {
    const foreign = p.entries.find((e) => accounts.get(e.accountId)?.merchant_id !== p.request.merchantId);
    if (!foreign) valid.push(p);
    else
      outcomes[p.index] = {
        ok: false,
        error: new Error(accounts.has(foreign.accountId) ? 'ledger post crosses merchants' : 'ledger post names an unknown account'),
      };
  }
  if (valid.length === 0) return outcomes;

  // 2. Claim the keys; an unclaimed key belongs to a committed (or earlier in this transaction) post.
  const byKey = [...valid].sort((a, b) => (a.request.idempotencyKey < b.request.idempotencyKey ? -1 : 1));
  const claimed = await sql<{ id: bigint; merchant_id: number; idempotency_key: string }>`
    INSERT INTO ledger_transaction (merchant_id, idempotency_key, kind, reference, memo)
    SELECT * FROM unnest(
      ${byKey.map((p) => p.request.merchantId)}::integer[], ${byKey.map((p) => p.request.idempotencyKey)}::text[],
      ${byKey.map((p) => p.request.kind)}::text[], ${byKey.map((p) => p.request.reference)}::text[],
      ${byKey.map((p) => p.request.memo ?? null)}::text[])
    ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
    RETURNING id, merchant_id, idempotency_key`.execute(trx);
  const claims = new Map(claimed.rows.map((r) => [keyOf(r.merchant_id, r.idempotency_key), BigInt(r.id)]));

  const retries = valid.filter((p) => !claims.has(keyOf(p.request.merchantId, p.request.idempotencyKey)));
  if (retries.length > 0) {
    const originals = await loadOriginals(trx, retries);
    for (const p of retries) outcomes[p.index] = replay(p, originals.get(keyOf(p.request.merchantId, p.request.idempotencyKey)));
  }

  // 3. Apply in order.
  const entryRows: { transactionId: bigint; accountId: number; amount: bigint; balanceAfter: bigint }[] = [];
  const released: bigint[] = [];
  for (const p of valid) {
    const transactionId = claims.get(keyOf(p.request.merchantId, p.request.idempotencyKey));
    if (transactionId === undefined) continue;
    const posted = p.entries.map((e) => ({ ...e, balanceAfter: (accounts.get(e.accountId)?.balance ?? 0n) + e.amount }));
    const overdrawn = posted.find((e) => accounts.get(e.accountId)?.owner === 'member' && e.balanceAfter < 0n);
    if (overdrawn) {
      const balance = String(accounts.get(overdrawn.accountId)?.balance ?? 0n);
      outcomes[p.index] = { ok: false, error: new AppError('insufficient_balance', { accountId: overdrawn.accountId, balance }) };
      released.push(transactionId);
      continue;
    }
    for (const e of posted) {
      const account = accounts.get(e.accountId);
      if (account) account.balance = e.balanceAfter;
      entryRows.push({ transactionId, ...e });
    }
    outcomes[p.index] = { ok: true, result: { transactionId, replayed: false, entries: posted } };
  }
  if (released.length > 0) {
    await sql`DELETE FROM ledger_transaction WHERE id = ANY(${released.map(String)}::bigint[])`.execute(trx);
  }

  // 4. Write the entries and the final balances in one statement.
  if (entryRows.length > 0) {
    const touched = [...new Set(entryRows.map((e) => e.accountId))];
    await sql`
      WITH entries AS (
        INSERT INTO ledger_entry (transaction_id, account_id, amount, balance_after)
        SELECT * FROM unnest(
          ${entryRows.map((e) => String(e.transactionId))}::bigint[], ${entryRows.map((e) => e.accountId)}::integer[],
          ${entryRows.map((e) => String(e.amount))}::bigint[], ${entryRows.map((e) => String(e.balanceAfter))}::bigint[])
      )
      UPDATE ledger_account AS a SET balance = v.balance
      FROM unnest(${touched}::integer[], ${touched.map((id) => String(accounts.get(id)?.balance ?? 0n))}::bigint[]) AS v(id, balance)
      WHERE a.id = v.id`.execute(trx);
  }
  return outcomes;
}

/** The committed transactions (with their entries) holding these posts' keys. */
async function loadOriginals(trx: Kysely<Database>, retries: readonly Prepared[]): Promise<Map<string, Original>> {
  const rows = await sql<{
    id: bigint;
    merchant_id: number;
    idempotency_key: string;
    kind: string;
    reference: string;
    account_id: number;
    amount: bigint;
    balance_after: bigint;
  }>`
    SELECT t.id, t.merchant_id, t.idempotency_key, t.kind, t.reference, e.account_id, e.amount, e.balance_after
    FROM ledger_transaction t JOIN ledger_entry e ON e.transaction_id = t.id
    WHERE (t.merchant_id, t.idempotency_key) IN (
      SELECT * FROM unnest(${retries.map((p) => p.request.merchantId)}::integer[], ${retries.map((p) => p.request.idempotencyKey)}::text[]))
    ORDER BY t.id, e.account_id`.execute(trx);
  const originals = new Map<string, Original>();
  for (const r of rows.rows) {
    const key = keyOf(r.merchant_id, r.idempotency_key);
    const original: Original = originals.get(key) ?? { id: BigInt(r.id), kind: r.kind, reference: r.reference, entries: [] };
    original.entries.push({ accountId: r.account_id, amount: BigInt(r.amount), balanceAfter: BigInt(r.balance_after) });
    originals.set(key, original);
  }
  return originals;
}

/** A retry's answer: the original result when it is the same post, else `idempotency_conflict`. */
function replay(p: Prepared, original: Original | undefined): PostOutcome {
  if (!original) return { ok: false, error: new Error('idempotency key vanished') };
  if (original.kind !== p.request.kind || original.reference !== p.request.reference || !sameEntries(original.entries, p.entries)) {
    return { ok: false, error: new AppError('idempotency_conflict', { idempotencyKey: p.request.idempotencyKey }) };
  }
  return { ok: true, result: { transactionId: original.id, replayed: true, entries: original.entries } };
}
