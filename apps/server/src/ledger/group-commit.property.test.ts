import fc from 'fast-check';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { createGroupCommit } from './group-commit';
import type { PostRequest, PostResult } from './post';

/** A database that answers each `ledger_post_many` call through `answer` (the call's parameters: see post.ts). */
function fakeDatabase(answer: (parameters: readonly unknown[]) => Promise<QueryResult<unknown>>): Kysely<Database> {
  const connection: DatabaseConnection = {
    executeQuery: <R>(compiled: CompiledQuery) => answer(compiled.parameters) as Promise<QueryResult<R>>,
    streamQuery: () => {
      throw new Error('not used');
    },
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

const ints = (literal: unknown) => (String(literal) === '{}' ? [] : String(literal).slice(1, -1).split(',').map(Number));
const texts = (literal: unknown) => [...String(literal).matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1'));

const HOUSE = 1000;
/** A post of a member (1..6): into the one house account (hot) or their own second account; or a resend of an earlier post. */
type Op = { member: number; hot: boolean } | { resend: number };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ member: fc.integer({ min: 1, max: 6 }), hot: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ resend: fc.nat(40) }) },
);

describe('group commit scheduling (a database that answers when the scheduler says)', () => {
  it('never has two batches in flight on one account, keeps each account’s posts in order, and answers every post once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.array(opArb, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }),
        async (s, waves, maxBatch, maxInFlight, failures) => {
          const inFlight: Set<number>[] = [];
          let overlaps = 0;
          let calls = 0;
          let nextId = 1;
          /** The committed posts by key: their transaction and legs (a later call with the key is answered as a replay). */
          const committed = new Map<string, { t: string; legs: [number, string][] }>();
          /** Each account's committed posts, as the numbers they were sent under (their memo), in commit order. */
          const applied = new Map<number, number[]>();

          const db = fakeDatabase(async (parameters) => {
            const keys = texts(parameters[1]);
            const memos = texts(parameters[4]);
            const counts = ints(parameters[5]);
            const accounts = ints(parameters[6]);
            const amounts = ints(parameters[7]);
            const touched = new Set(accounts);
            if (inFlight.some((other) => [...touched].some((a) => other.has(a)))) overlaps++;
            inFlight.push(touched);
            const fails = failures[calls++ % failures.length] === true;
            try {
              await s.schedule(Promise.resolve(), `call ${calls}`);
            } finally {
              inFlight.splice(inFlight.indexOf(touched), 1);
            }
            if (fails) throw new Error('connection lost');
            let leg = 0;
            const answers = keys.map((key, i) => {
              const legs: [number, string][] = [];
              for (let j = 0; j < (counts[i] ?? 0); j++, leg++) legs.push([accounts[leg] as number, String(amounts[leg])]);
              const original = committed.get(key);
              if (original) return { s: 'dup', t: original.t, kind: 'bet', ref: key, e: original.legs.map(([a, m]) => [a, m, '0']) };
              const t = String(nextId++);
              committed.set(key, { t, legs });
              for (const [account] of legs) applied.set(account, [...(applied.get(account) ?? []), Number(memos[i]?.slice(1))]);
              return { s: 'ok', t, b: legs.map(() => '0') };
            });
            return { rows: [{ answers }] };
          });

          const ledger = createGroupCommit(db, { maxBatch, maxInFlight });
          const made: PostRequest[] = [];
          const sent: PostRequest[] = [];
          const answers: ({ ok: true; result: PostResult } | { ok: false; error: unknown } | undefined)[] = [];
          let settled = 0;
          // Each sending is numbered in its memo (a resend is the same post: the memo is not compared on replay).
          const submit = (post: PostRequest) => {
            const at = sent.length;
            const request = { ...post, memo: `#${at}` };
            sent.push(request);
            ledger.post(request).then(
              (result) => {
                answers[at] = { ok: true, result };
                settled++;
              },
              (error) => {
                answers[at] = { ok: false, error };
                settled++;
              },
            );
          };
          const step = async () => {
            await new Promise((resolve) => setImmediate(resolve)); // the committer starts its batches on the next turn
            if (s.count() > 0) await s.waitOne();
          };
          for (const [w, wave] of waves.entries()) {
            for (const [i, op] of wave.entries()) {
              if ('resend' in op) {
                const earlier = made[op.resend % Math.max(made.length, 1)];
                if (earlier) submit(earlier);
                continue;
              }
              const key = `w${w}-${i}`;
              const request: PostRequest = {
                merchantId: 1,
                idempotencyKey: key,
                kind: 'bet',
                reference: key,
                entries: [
                  { accountId: op.member, amount: -1n },
                  { accountId: op.hot ? HOUSE : op.member + 100, amount: 1n },
                ],
              };
              made.push(request);
              submit(request);
            }
            await step();
          }
          for (let idle = 0; settled < sent.length && idle < 50; idle = s.count() > 0 ? 0 : idle + 1) await step();

          expect(settled).toBe(sent.length);
          expect(overlaps).toBe(0);
          // Every answer is the committed post's, or the failure; a key moved money once.
          sent.forEach((request, i) => {
            const answer = answers[i];
            const original = committed.get(request.idempotencyKey);
            if (answer?.ok) expect(answer.result.transactionId).toBe(BigInt(original?.t ?? -1));
            else expect(answer?.error).toMatchObject({ message: 'connection lost' });
          });
          // Each account's posts were committed in the order they were sent.
          for (const numbers of applied.values()) expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        },
      ),
      { numRuns: 200 },
    );
  });
});
