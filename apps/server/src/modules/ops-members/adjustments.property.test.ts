import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalance } from '../../ledger/accounts';
import { apiClient, buildTestApp, freshIp, operatorToken, type TestApp } from '../../testing/index';

/**
 * Manual adjustments under random sequences of requests (credits and debits on both sides of the
 * threshold, replays of earlier request ids), approvals and rejections: money is conserved (every
 * ledger transaction sums to zero, and the member's wallet is exactly its posted adjustments),
 * the wallet never goes below zero, and a request id posts at most once.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let merchantId: number;
const tokens: Record<string, string> = {};
const as = (who: string) => ({ authorization: tokens[who] as string, 'x-forwarded-for': freshIp() });

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app, { 'x-merchant': 'FORTUNA' });
  merchantId = (await t.database.db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  tokens.a = await operatorToken(t.database.db, 'prop_fin_a', 'finance');
  tokens.b = await operatorToken(t.database.db, 'prop_fin_b', 'finance');
}, 120_000);
afterAll(async () => t?.close());

type Op =
  | { type: 'request'; direction: 'credit' | 'debit'; minor: number; by: 'a' | 'b' }
  | { type: 'replay'; index: number }
  | { type: 'approve'; index: number; by: 'a' | 'b' }
  | { type: 'reject'; index: number };

// Amounts around the default threshold (1000.00 = 100000 minor): some post at once, some wait.
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant('request' as const),
    direction: fc.constantFrom('credit' as const, 'debit' as const),
    minor: fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 100_001, max: 300_000 })),
    by: fc.constantFrom('a' as const, 'b' as const),
  }),
  fc.record({ type: fc.constant('replay' as const), index: fc.nat(20) }),
  fc.record({ type: fc.constant('approve' as const), index: fc.nat(20), by: fc.constantFrom('a' as const, 'b' as const) }),
  fc.record({ type: fc.constant('reject' as const), index: fc.nat(20) }),
);

const major = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

let run = 0;
describe('manual adjustments under random sequences', () => {
  it('conserve money, never go below zero, and post a request id once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        run += 1;
        const member = await t.database.db
          .insertInto('member')
          .values({ merchant_id: merchantId, username: `prop_${run}`, nickname: `prop_${run}`, type: 0, password_hash: 'x' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const sent: { body: Record<string, string>; by: 'a' | 'b'; id?: number }[] = [];
        for (const op of ops) {
          if (op.type === 'request') {
            const body = { direction: op.direction, amount: major(op.minor), reason: 'property', requestId: `prop-${run}-${sent.length}` };
            const reply = await api.post(`/ops/members/${member.id}/adjustments`, body, as(op.by));
            expect([200, 409]).toContain(reply.status);
            if (reply.status === 409) expect(reply.body.message).toBe('insufficient_balance');
            sent.push({ body, by: op.by, id: reply.body.value?.id });
          } else if (op.type === 'replay') {
            const earlier = sent[op.index % Math.max(sent.length, 1)];
            if (!earlier) continue;
            const reply = await api.post(`/ops/members/${member.id}/adjustments`, earlier.body, as(earlier.by));
            expect(reply.status).toBeLessThan(500);
            if (reply.body.value?.id !== undefined) earlier.id = reply.body.value.id;
          } else {
            const target = sent.filter((s) => s.id !== undefined)[op.index % Math.max(sent.length, 1)];
            if (!target) continue;
            const reply =
              op.type === 'approve'
                ? await api.post(`/ops/adjustments/${target.id}/approve`, {}, as(op.by))
                : await api.post(`/ops/adjustments/${target.id}/reject`, { reason: 'property' }, as('b'));
            expect(reply.status).toBeLessThan(500);
            if (op.type === 'approve' && op.by === target.by) expect(reply.status).toBeGreaterThanOrEqual(400);
          }
        }

        const adjustments = await t.database.db
          .selectFrom('balance_adjustment')
          .select(['id', 'direction', 'amount', 'status', 'request_id', 'ledger_transaction_id'])
          .where('member_id', '=', member.id)
          .execute();
        // One row per request id, whatever the replays.
        expect(new Set(adjustments.map((a) => a.request_id)).size).toBe(adjustments.length);
        const expected = adjustments
          .filter((a) => a.status === 'posted')
          .reduce((sum, a) => sum + (a.direction === 'credit' ? BigInt(a.amount) : -BigInt(a.amount)), 0n);
        const balance = await memberBalance(t.database.db, member.id, 'main');
        expect(balance).toBe(expected);
        expect(balance >= 0n).toBe(true);
        // Each posted adjustment is exactly one ledger transaction, keyed by its id; rejected and pending ones none.
        const { rows: posts } = await sql<{ key: string; n: number; total: string }>`
          SELECT t.idempotency_key AS key, count(DISTINCT t.id)::int AS n, sum(e.amount)::text AS total
            FROM ledger_transaction t JOIN ledger_entry e ON e.transaction_id = t.id
           WHERE t.merchant_id = ${merchantId} AND t.kind = 'adjustment'
             AND t.idempotency_key = ANY(${adjustments.map((a) => `adjustment:${a.id}`)}::text[])
           GROUP BY t.idempotency_key`.execute(t.database.db);
        expect(posts.length).toBe(adjustments.filter((a) => a.status === 'posted').length);
        for (const p of posts) expect([p.n, p.total]).toEqual([1, '0']);
        // The whole ledger still sums to zero.
        const { rows: all } = await sql<{ total: string }>`SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_entry`.execute(
          t.database.db,
        );
        expect(all[0]?.total).toBe('0');
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});
