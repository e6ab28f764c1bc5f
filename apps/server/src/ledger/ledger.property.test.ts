import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { AppError } from '../http/app-error';
import { seedDemo } from '../seed/demo';
import { createTestDatabase } from '../testing/index';
import { expectLedgerInvariants, ledgerWorld } from './ledger.test-support';
import { post } from './post';

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

let run = 0;
const world = () => {
  run += 1;
  return ledgerWorld(database.db, merchantId);
};

type Op =
  | { type: 'transfer'; from: number; to: number; amount: number }
  | { type: 'deposit'; to: number; amount: number }
  | { type: 'withdraw'; from: number; amount: number }
  | { type: 'replay'; index: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constant('transfer' as const), from: fc.nat(3), to: fc.nat(3), amount: fc.integer({ min: 1, max: 5_000 }) }),
  fc.record({ type: fc.constant('deposit' as const), to: fc.nat(3), amount: fc.integer({ min: 1, max: 5_000 }) }),
  fc.record({ type: fc.constant('withdraw' as const), from: fc.nat(3), amount: fc.integer({ min: 1, max: 5_000 }) }),
  fc.record({ type: fc.constant('replay' as const), index: fc.nat(40) }),
);

describe('ledger post() under random sequences', () => {
  it('keeps transactions summing to zero, members never negative, balances equal to their entries, and replays inert', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 40 }), async (ops) => {
        const { accounts, house, all } = await world();
        const model = new Map<number, bigint>(all.map((id) => [id, 0n]));
        const done: { key: string; kind: string; entries: { accountId: number; amount: bigint }[] }[] = [];
        const attempted: typeof done = [];
        let n = 0;

        for (const op of ops) {
          let request: (typeof done)[number];
          if (op.type === 'replay') {
            const earlier = attempted[op.index % Math.max(attempted.length, 1)];
            if (!earlier) continue;
            request = earlier;
          } else {
            n += 1;
            const key = `r${run}-${n}`;
            const amount = BigInt(op.amount);
            if (op.type === 'transfer') {
              const from = accounts[op.from] as number;
              const to = accounts[op.to] as number;
              if (from === to) continue;
              request = {
                key,
                kind: 'transfer',
                entries: [
                  { accountId: from, amount: -amount },
                  { accountId: to, amount },
                ],
              };
            } else if (op.type === 'deposit') {
              request = {
                key,
                kind: 'deposit',
                entries: [
                  { accountId: house, amount: -amount },
                  { accountId: accounts[op.to] as number, amount },
                ],
              };
            } else {
              request = {
                key,
                kind: 'withdrawal',
                entries: [
                  { accountId: accounts[op.from] as number, amount: -amount },
                  { accountId: house, amount },
                ],
              };
            }
            attempted.push(request);
          }

          const wasDone = done.some((d) => d.key === request.key);
          const wouldGoNegative = request.entries.some((e) => e.accountId !== house && (model.get(e.accountId) ?? 0n) + e.amount < 0n);
          try {
            const result = await database.db.transaction().execute((trx) =>
              post(trx, {
                merchantId,
                idempotencyKey: request.key,
                kind: request.kind,
                reference: request.key,
                entries: request.entries,
              }),
            );
            expect(result.replayed).toBe(wasDone);
            expect(wasDone || !wouldGoNegative).toBe(true);
            if (!wasDone) {
              for (const e of request.entries) model.set(e.accountId, (model.get(e.accountId) ?? 0n) + e.amount);
              done.push(request);
            }
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
            expect((error as AppError).code).toBe('insufficient_balance');
            expect(wasDone).toBe(false);
            expect(wouldGoNegative).toBe(true);
          }
        }

        await expectLedgerInvariants(database.db, all, model);
        expect(done.length).toBe(new Set(done.map((d) => d.key)).size);
      }),
      { numRuns: 25 },
    );
  });
});

describe('ledger post() rules', () => {
  it('refuses unbalanced or one-sided postings before touching the database', async () => {
    const { accounts, house } = await world();
    const attempt = (entries: { accountId: number; amount: bigint }[]) =>
      database.db
        .transaction()
        .execute((trx) => post(trx, { merchantId, idempotencyKey: `bad-${run}-${entries.length}`, kind: 'x', reference: 'x', entries }));
    await expect(
      attempt([
        { accountId: house, amount: -5n },
        { accountId: accounts[0] as number, amount: 4n },
      ]),
    ).rejects.toThrow(/sum to zero/);
    await expect(
      attempt([
        { accountId: house, amount: 5n },
        { accountId: house, amount: -5n },
      ]),
    ).rejects.toThrow(/at least two/);
  });

  it('answers the same key with another payload as idempotency_conflict', async () => {
    const { accounts, house } = await world();
    const key = `conflict-${run}`;
    const deposit = (amount: bigint) =>
      database.db.transaction().execute((trx) =>
        post(trx, {
          merchantId,
          idempotencyKey: key,
          kind: 'deposit',
          reference: 'd1',
          entries: [
            { accountId: house, amount: -amount },
            { accountId: accounts[0] as number, amount },
          ],
        }),
      );
    expect((await deposit(100n)).replayed).toBe(false);
    expect((await deposit(100n)).replayed).toBe(true);
    await expect(deposit(200n)).rejects.toMatchObject({ code: 'idempotency_conflict' });
  });
});
