import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { AppError } from '../http/app-error';
import { seedDemo } from '../seed/demo';
import { createTestDatabase } from '../testing/index';
import { createGroupCommit } from './group-commit';
import { expectLedgerInvariants, ledgerWorld } from './ledger.test-support';
import { type PostRequest, postMany } from './post';

let database: DatabaseHandle;
let merchantId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  merchantId = (await database.db.selectFrom('merchant').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await database.close();
});

/** A movement between the world's accounts by index (4 = the house), or a retry of an earlier one. */
type Op = { from: number; to: number; amount: number } | { retry: number };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ from: fc.nat(4), to: fc.nat(4), amount: fc.integer({ min: 1, max: 5_000 }) }) },
  { weight: 1, arbitrary: fc.record({ retry: fc.nat(60) }) },
);

/** Turns ops into post requests; retries reuse an earlier request whole. */
function requestsOf(tag: string, all: number[], ops: Op[]): PostRequest[] {
  const made: PostRequest[] = [];
  const requests: PostRequest[] = [];
  ops.forEach((op, i) => {
    if ('retry' in op) {
      const earlier = made[op.retry % Math.max(made.length, 1)];
      if (earlier) requests.push(earlier);
      return;
    }
    if (op.from === op.to) return;
    const amount = BigInt(op.amount);
    const key = `b${tag}-${i}`;
    const request = {
      merchantId,
      idempotencyKey: key,
      kind: 'transfer',
      reference: key,
      entries: [
        { accountId: all[op.from] as number, amount: -amount },
        { accountId: all[op.to] as number, amount },
      ],
    };
    made.push(request);
    requests.push(request);
  });
  return requests;
}

describe('postMany(): many posts in one transaction', () => {
  it('gives each post the outcome it would have alone, in order, and keeps the invariants', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 20 }), async (ops, size) => {
        const { tag, house, all } = await ledgerWorld(database.db, merchantId);
        const requests = requestsOf(tag, all, ops);
        const model = new Map<number, bigint>(all.map((id) => [id, 0n]));
        const committed = new Map<string, bigint>();

        // Batches of `size`; a key seen earlier in the same batch waits for the next one, as group commit does.
        let pending = [...requests];
        while (pending.length > 0) {
          const batch: PostRequest[] = [];
          const later: PostRequest[] = [];
          for (const r of pending)
            (batch.length < size && !batch.some((b) => b.idempotencyKey === r.idempotencyKey) ? batch : later).push(r);
          pending = later;
          const outcomes = await database.db.transaction().execute((trx) => postMany(trx, batch));
          batch.forEach((request, i) => {
            const outcome = outcomes[i];
            const earlier = committed.get(request.idempotencyKey);
            const overdraws = request.entries.some((e) => e.accountId !== house && (model.get(e.accountId) ?? 0n) + e.amount < 0n);
            if (earlier !== undefined) {
              expect(outcome).toMatchObject({ ok: true, result: { replayed: true, transactionId: earlier } });
            } else if (overdraws) {
              expect(outcome?.ok).toBe(false);
              expect(outcome?.ok === false && outcome.error).toBeInstanceOf(AppError);
              expect(outcome?.ok === false && (outcome.error as AppError).code).toBe('insufficient_balance');
            } else {
              expect(outcome).toMatchObject({ ok: true, result: { replayed: false } });
              if (outcome?.ok) committed.set(request.idempotencyKey, outcome.result.transactionId);
              for (const e of request.entries) model.set(e.accountId, (model.get(e.accountId) ?? 0n) + e.amount);
            }
          });
        }
        await expectLedgerInvariants(database.db, all, model);
      }),
      { numRuns: 20 },
    );
  });
});

describe('group commit: concurrent posts batched together', () => {
  it('applies each key at most once, answers duplicates with the original, and keeps the invariants', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 60 }), async (ops) => {
        const { tag, house, all } = await ledgerWorld(database.db, merchantId);
        // Seed the members so most movements can succeed.
        const seed = requestsOf(
          `${tag}s`,
          all,
          [0, 1, 2, 3].map((i) => ({ from: 4, to: i, amount: 10_000 })),
        );
        const ledger = createGroupCommit(database.db, { maxBatch: 7, maxInFlight: 2 });
        await Promise.all(seed.map((r) => ledger.post(r)));

        const requests = requestsOf(tag, all, ops);
        const settled = await Promise.allSettled(requests.map((r) => ledger.post(r)));
        const model = new Map<number, bigint>(all.map((id) => [id, id === house ? -40_000n : 10_000n]));
        const firstResult = new Map<string, bigint>();
        settled.forEach((s, i) => {
          const request = requests[i] as PostRequest;
          if (s.status === 'rejected') {
            expect((s.reason as AppError).code).toBe('insufficient_balance');
            return;
          }
          // With batches in flight at once, a later duplicate may be the one that moved the money.
          if (!s.value.replayed) for (const e of request.entries) model.set(e.accountId, (model.get(e.accountId) ?? 0n) + e.amount);
          const known = firstResult.get(request.idempotencyKey);
          if (known === undefined) firstResult.set(request.idempotencyKey, s.value.transactionId);
          else expect(s.value.transactionId).toBe(known);
        });
        // Exactly one of the successful answers per key moved money.
        for (const key of firstResult.keys()) {
          const answers = settled.filter((s, i) => requests[i]?.idempotencyKey === key && s.status === 'fulfilled');
          expect(answers.filter((s) => s.status === 'fulfilled' && !s.value.replayed)).toHaveLength(1);
        }
        await expectLedgerInvariants(database.db, all, model);
      }),
      { numRuns: 15 },
    );
  });
});
