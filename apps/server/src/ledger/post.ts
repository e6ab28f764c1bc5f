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

/**
 * The session a post is made on, checked in the post's own statement (migrations 0018, 0061): the
 * post is made only while the session is live and the member and merchant rows are still these
 * versions (`xmin:ctid`). Used by calls answered from a remembered session (auth.service
 * `prefetchSession`), which make no session read of their own.
 */
export type PostGuard = {
  tokenHash: string;
  memberId: number;
  memberVersion: string;
  merchantId: number;
  merchantVersion: string;
  /**
   * The post is the member's stake, made at this time: it is made only while the member has no
   * responsible-gaming limit and no exclusion ending after it, checked in the same statement;
   * else it is refused with {@link StakeGuardError} and the caller runs the full check
   * (responsible-gaming.service `checkStake`) before posting without this.
   */
  stakeAt?: Date;
};

/** A guarded post was refused: its session, member or merchant is not as remembered. Nothing moved. */
export class PostGuardError extends Error {
  constructor() {
    super('the session a guarded post was made on has changed');
    this.name = 'PostGuardError';
  }
}

/** A guarded stake was refused: its member has responsible-gaming limits or an exclusion to check. Nothing moved. */
export class StakeGuardError extends Error {
  constructor() {
    super('the member of a guarded stake has responsible-gaming rows to check');
    this.name = 'StakeGuardError';
  }
}

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

/** A PostgreSQL array literal of integers (both drivers send it as text; the cast types it). */
const intArray = (values: readonly (number | bigint)[]) => `{${values.join(',')}}`;

/** A PostgreSQL array literal of texts, each quoted (backslash and quote escaped); null is NULL. */
const textArray = (values: readonly (string | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;

/**
 * Posts one double-entry transaction inside the caller's database transaction — the only code
 * that changes a balance (see {@link postMany}). Throws the post's error.
 */
export async function post(trx: Kysely<Database>, request: PostRequest, guard?: PostGuard): Promise<PostResult> {
  const [outcome] = await postMany(trx, [request], guard ? [guard] : undefined);
  if (!outcome) throw new Error('ledger post produced no outcome');
  if (!outcome.ok) throw outcome.error;
  return outcome.result;
}

/**
 * Posts several double-entry transactions inside the caller's database transaction (or as one
 * statement on its own when given the database: group commit, see group-commit.ts), in order, in
 * one round trip whatever their count. The work is done by `ledger_post_many`
 * (db/migrations/0061_ledger_post_many.ts; the rules of 0010 `ledger_post_batch`, linear in the
 * batch's size since 0017, in three statements since 0061):
 * 1. locks every touched account in id order (no deadlock between posts or batches);
 * 2. claims every idempotency key (in key order) — a key already committed is a retry, answered
 *    with its original result (`replayed: true`, nothing moves; the same key with another
 *    payload is `idempotency_conflict`);
 * 3. applies the claimed posts in order to the locked balances, refusing one that would take a
 *    member account below zero (`insufficient_balance`) and releasing its key, so a refused post
 *    leaves no trace and its key can be used again;
 * 4. writes every entry with its `balance_after` and each account's final balance.
 * Keys must be unique within one call. Each post gets its own outcome; one refused post does not
 * refuse the others. `guards`, aligned with `requests`, makes each guarded post depend on its
 * session in the same statement (see {@link PostGuard}): a post whose guard fails is refused with
 * {@link PostGuardError} (or {@link StakeGuardError}) and leaves no trace.
 */
export async function postMany(
  trx: Kysely<Database>,
  requests: readonly PostRequest[],
  guards?: readonly (PostGuard | undefined)[],
): Promise<PostOutcome[]> {
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

  // Typed arrays, one per field, the legs flattened: the function parses no JSON but the guards.
  const legs = prepared.flatMap((p) => p.entries);
  const guarded = prepared.map(({ index }) => guards?.[index]);
  const guardInput = guarded.some(Boolean)
    ? JSON.stringify(
        guarded.map((g) =>
          g
            ? {
                h: g.tokenHash,
                m: g.memberId,
                mv: g.memberVersion,
                c: g.merchantId,
                cv: g.merchantVersion,
                ...(g.stakeAt ? { s: g.stakeAt.toISOString() } : {}),
              }
            : null,
        ),
      )
    : null;
  const { rows } = await sql<{ answers: (BatchAnswer | null)[] }>`SELECT ledger_post_many(
    ${intArray(prepared.map((p) => p.request.merchantId))}::integer[],
    ${textArray(prepared.map((p) => p.request.idempotencyKey))}::text[],
    ${textArray(prepared.map((p) => p.request.kind))}::text[],
    ${textArray(prepared.map((p) => p.request.reference))}::text[],
    ${textArray(prepared.map((p) => p.request.memo ?? null))}::text[],
    ${intArray(prepared.map((p) => p.entries.length))}::integer[],
    ${intArray(legs.map((e) => e.accountId))}::integer[],
    ${intArray(legs.map((e) => e.amount))}::bigint[],
    ${guardInput}::jsonb) AS answers`.execute(trx);
  const answers = rows[0]?.answers ?? [];
  prepared.forEach((p, i) => {
    outcomes[p.index] = outcomeOf(p, answers[i] ?? null);
  });
  return outcomes;
}

/** One post's answer from `ledger_post_many` (amounts and ids as text: they are bigints). */
type BatchAnswer =
  | { s: 'ok'; t: string; b: string[] }
  | { s: 'short'; a: number; b: string }
  | { s: 'dup'; t: string; kind: string; ref: string; e: [number, string, string][] }
  | { s: 'unknown' }
  | { s: 'foreign' }
  | { s: 'guard' }
  | { s: 'stake' };

function outcomeOf(p: Prepared, answer: BatchAnswer | null): PostOutcome {
  switch (answer?.s) {
    case 'ok': {
      const balances = answer.b;
      const entries = p.entries.map((e, i) => ({ ...e, balanceAfter: BigInt(balances[i] ?? '0') }));
      return { ok: true, result: { transactionId: BigInt(answer.t), replayed: false, entries } };
    }
    case 'short':
      return { ok: false, error: new AppError('insufficient_balance', { accountId: answer.a, balance: answer.b }) };
    case 'dup':
      return replay(p, {
        id: BigInt(answer.t),
        kind: answer.kind,
        reference: answer.ref,
        entries: answer.e.map(([accountId, amount, balanceAfter]) => ({
          accountId,
          amount: BigInt(amount),
          balanceAfter: BigInt(balanceAfter),
        })),
      });
    case 'unknown':
      return { ok: false, error: new Error('ledger post names an unknown account') };
    case 'foreign':
      return { ok: false, error: new Error('ledger post crosses merchants') };
    case 'guard':
      return { ok: false, error: new PostGuardError() };
    case 'stake':
      return { ok: false, error: new StakeGuardError() };
    default:
      return replay(p, undefined);
  }
}

/** A retry's answer: the original result when it is the same post, else `idempotency_conflict`. */
function replay(p: Prepared, original: Original | undefined): PostOutcome {
  if (!original) return { ok: false, error: new Error('idempotency key vanished') };
  if (original.kind !== p.request.kind || original.reference !== p.request.reference || !sameEntries(original.entries, p.entries)) {
    return { ok: false, error: new AppError('idempotency_conflict', { idempotencyKey: p.request.idempotencyKey }) };
  }
  return { ok: true, result: { transactionId: original.id, replayed: true, entries: original.entries } };
}
