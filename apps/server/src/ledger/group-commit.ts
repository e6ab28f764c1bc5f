import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type PostGuard, type PostOutcome, type PostRequest, type PostResult, post, postMany } from './post';

type Pending = {
  request: PostRequest;
  guard: PostGuard | undefined;
  resolve: (result: PostResult) => void;
  reject: (error: unknown) => void;
};

export type GroupCommitOptions = {
  /** Posts per database transaction at most. */
  maxBatch?: number;
  /** Batches in flight at once (each holds one pooled connection). */
  maxInFlight?: number;
};

/**
 * Group commit for posts that need nothing else in their transaction (a wallet transfer, a game
 * debit): posts submitted while earlier batches are in flight wait and go together into the next
 * database transaction, written by {@link postMany} in one statement (one round trip). Each caller
 * is answered only after its post committed (or was refused); a refused post does not refuse the
 * others. If a batch fails as a whole (a lost connection, a deadlock), every post in it is retried
 * alone, so one cannot fail another. Within one process two posts with the same idempotency key
 * never share a batch: the later one waits for the next and is answered as a retry.
 *
 * Two batches in flight never share an account: a post naming an account that a batch in flight
 * holds waits for that batch to commit, and so does every later post naming one of its accounts
 * (each account's posts keep their order). A hot account — a game house every member pays — is
 * thus in one batch at a time, which locks and updates it once for all its posts, instead of
 * batches queueing on its row lock in the database, each paying its own commit while it is held.
 */
export function createGroupCommit(db: Kysely<Database>, options: GroupCommitOptions = {}) {
  const maxBatch = options.maxBatch ?? 64;
  const maxInFlight = options.maxInFlight ?? 4;
  const queue: Pending[] = [];
  /** Accounts held by the batches in flight. */
  const held = new Set<number>();
  let inFlight = 0;
  let scheduled = false;

  /**
   * Takes the next batch off the queue: up to maxBatch posts with distinct keys, in arrival order,
   * none naming an account held in flight or by an earlier post left waiting.
   */
  function take(): { batch: Pending[]; accounts: Set<number> } {
    const batch: Pending[] = [];
    const keys = new Set<string>();
    const accounts = new Set<number>();
    const blocked = new Set<number>();
    for (let i = 0; i < queue.length && batch.length < maxBatch; ) {
      const pending = queue[i] as Pending;
      const key = `${pending.request.merchantId}\u0000${pending.request.idempotencyKey}`;
      const entries = pending.request.entries;
      if (keys.has(key) || entries.some((e) => held.has(e.accountId) || blocked.has(e.accountId))) {
        for (const e of entries) blocked.add(e.accountId);
        i++;
        continue;
      }
      keys.add(key);
      for (const e of entries) accounts.add(e.accountId);
      batch.push(pending);
      queue.splice(i, 1);
    }
    return { batch, accounts };
  }

  async function runAlone(pending: Pending): Promise<void> {
    try {
      pending.resolve(await post(db, pending.request, pending.guard));
    } catch (error) {
      pending.reject(error);
    }
  }

  async function run(batch: Pending[]): Promise<void> {
    let outcomes: PostOutcome[];
    try {
      // One statement is its own transaction: the batch commits in a single round trip.
      outcomes = await postMany(
        db,
        batch.map((p) => p.request),
        batch.map((p) => p.guard),
      );
    } catch (error) {
      if (batch.length === 1) (batch[0] as Pending).reject(error);
      else for (const pending of batch) await runAlone(pending); // in order, its accounts still held
      return;
    }
    batch.forEach((pending, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) pending.resolve(outcome.result);
      else pending.reject(outcome ? outcome.error : new Error('ledger batch lost a post'));
    });
  }

  function pump(): void {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) {
      const { batch, accounts } = take();
      if (batch.length === 0) return; // all wait for accounts in flight: the batch holding them pumps again
      for (const id of accounts) held.add(id);
      inFlight++;
      void run(batch).finally(() => {
        for (const id of accounts) held.delete(id);
        inFlight--;
        pump();
      });
    }
  }

  return {
    /**
     * Posts one transaction in its own database transaction, batched with its neighbours in time;
     * with a guard, only while its session is as remembered (see PostGuard).
     */
    post(request: PostRequest, guard?: PostGuard): Promise<PostResult> {
      return new Promise<PostResult>((resolve, reject) => {
        queue.push({ request, guard, resolve, reject });
        // Posts that arrive in the same turn of the event loop start together.
        if (!scheduled && inFlight < maxInFlight) {
          scheduled = true;
          setImmediate(pump);
        }
      });
    },
  };
}

export type GroupCommit = ReturnType<typeof createGroupCommit>;
