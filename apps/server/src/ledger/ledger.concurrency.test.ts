import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../modules/auth/password';
import { addFixtureVendor, buildTestApp, fund, httpClient, operatorToken, type TestApp } from '../testing/index';

/**
 * 32 concurrent clients over real HTTP against the real PostgreSQL server: random wallet
 * transfers, deposits (confirmed twice at once), withdrawals (approved or rejected), transfers to
 * uplines, and duplicate retries of each. Afterwards no money was created or destroyed.
 */
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 32);
const OPS_PER_CLIENT = Number(process.env.LOAD_OPS ?? 50);
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let base: string;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await buildTestApp({ config: { trustProxy: true } });
  await t.database.db.updateTable('merchant').set({ login_limit_per_ip: 1_000_000, login_limit_per_account: 1_000_000 }).execute();
  // Two transfer wallets to move money through: the demo's REFX and one of this test's.
  await addFixtureVendor(t.database.db, { code: 'TESTW', name: 'Test Wallet Studio', walletMode: 'transfer' }, []);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  if (t) await t.close();
});

/** A deterministic PRNG per client, so a failing run can be replayed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the ledger under concurrent HTTP load', () => {
  it.runIf(onPostgres)(
    'keeps the total, every balance ≥ 0, and every balance equal to its entries',
    async () => {
      const db = t.database.db;
      const merchant = await db.selectFrom('merchant').select(['id']).executeTakeFirstOrThrow();
      const agent = await db.selectFrom('member').select('id').where('username', '=', 'agent01').executeTakeFirstOrThrow();
      const passwordHash = await hashPassword('Load1234');
      const paymentHash = await hashPassword('111111');
      const names: string[] = [];
      for (let i = 0; i < CLIENTS; i++) {
        const username = `load${String(i).padStart(3, '0')}`;
        const row = await db
          .insertInto('member')
          .values({
            merchant_id: merchant.id,
            username,
            nickname: username,
            type: 0,
            password_hash: passwordHash,
            payment_password_hash: paymentHash,
            parent_id: agent.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db.insertInto('member_closure').values({ ancestor_id: row.id, descendant_id: row.id, depth: 0 }).execute();
        await db
          .insertInto('bank_account')
          .values({ member_id: row.id, bank_name: 'KBZ Bank', account_number: `900000${i}`, payee_name: 'Load Test' })
          .execute();
        await fund(db, username, 1_000_000n);
        names.push(username);
      }
      await db.updateTable('member').set({ payment_password_hash: paymentHash }).where('username', '=', 'agent01').execute();

      const totalBefore = await sql<{ total: bigint }>`SELECT coalesce(sum(balance), 0) AS total FROM ledger_account`.execute(db);
      const client = httpClient(base, { merchant: 'FORTUNA' });
      const ops = await operatorToken(db);
      const tokens = await Promise.all(
        names.map(async (username, i) => {
          const reply = await client.encrypted(
            'POST',
            '/wps/session/login',
            { type: 'username', username, password: 'Load1234' },
            { 'x-forwarded-for': `10.9.0.${i + 1}` },
          );
          return reply.body.value.token as string;
        }),
      );
      const bankIds = await db
        .selectFrom('bank_account')
        .innerJoin('member', 'member.id', 'bank_account.member_id')
        .select(['member.username', 'bank_account.id'])
        .where('member.username', 'like', 'load%')
        .execute();
      const bankOf = new Map(bankIds.map((b) => [b.username, b.id]));

      const outcomes = new Map<string, number>();
      const started = Date.now();
      const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);

      await Promise.all(
        names.map(async (username, i) => {
          const random = prng(i + 1);
          const auth = { authorization: tokens[i] as string };
          for (let n = 0; n < OPS_PER_CLIENT; n++) {
            const amount = (1 + Math.floor(random() * 500)).toString();
            const requestId = `${username}-${n}-op`;
            const pick = random();
            const retries = random() < 0.25 ? 2 : 1;
            if (pick < 0.35) {
              const vendor = random() < 0.5 ? 'REFX' : 'TESTW';
              const into = random() < 0.6;
              const body = into ? { from: 'MAIN', to: vendor, amount, requestId } : { from: vendor, to: 'MAIN', all: true, requestId };
              const replies = await Promise.all(
                Array.from({ length: retries }, () => client.post('/wps/relay/GCS_walletTransfer', body, auth)),
              );
              for (const r of replies) count(`wallet:${r.body.success ? 'ok' : r.body.message}`);
            } else if (pick < 0.55) {
              const created = await client.post(
                '/wps/cashier/deposit',
                { channel: 'KBZ_BANK', amount: String(1000 + Number(amount)), requestId },
                auth,
              );
              count(`deposit:${created.body.success ? 'ok' : created.body.message}`);
              if (created.body.success) {
                const confirms = await Promise.all(
                  [1, 2].map(() => client.post(`/ops/deposits/${created.body.value.id}/confirm`, {}, { authorization: ops })),
                );
                for (const r of confirms) count(`confirm:${r.body.success ? 'ok' : r.body.message}`);
              }
            } else if (pick < 0.8) {
              const body = {
                bankAccountId: bankOf.get(username),
                amount: String(100 + Number(amount)),
                paymentPassword: '111111',
                requestId,
              };
              const replies = await Promise.all(
                Array.from({ length: retries }, () => client.encrypted('POST', '/wps/cashier/withdrawal', body, auth)),
              );
              const created = replies.find((r) => r.body.success);
              for (const r of replies) count(`withdrawal:${r.body.success ? 'ok' : r.body.message}`);
              if (created) {
                const decide = random() < 0.5 ? 'approve' : 'reject';
                const r = await client.post(
                  `/ops/withdrawals/${created.body.value.id}/${decide}`,
                  decide === 'reject' ? { reason: 'load test' } : {},
                  { authorization: ops },
                );
                count(`${decide}:${r.body.success ? 'ok' : r.body.message}`);
              }
            } else {
              const body = { toUsername: 'agent01', amount, paymentPassword: '111111', requestId };
              const replies = await Promise.all(
                Array.from({ length: retries }, () => client.encrypted('POST', '/wps/member/transfer', body, auth)),
              );
              for (const r of replies) count(`transfer:${r.body.success ? 'ok' : r.body.message}`);
            }
          }
        }),
      );

      if (process.env.LOAD_VERBOSE)
        console.log(`${CLIENTS}×${OPS_PER_CLIENT} ops in ${Date.now() - started} ms`, Object.fromEntries(outcomes));
      // Only refusals a correct ledger gives may appear: never a 500 or a conflict of our own making.
      const allowed = /:(ok|insufficient_balance)$/;
      for (const [key] of outcomes) expect(key, JSON.stringify(Object.fromEntries(outcomes))).toMatch(allowed);
      expect([...outcomes].filter(([k]) => k.endsWith(':ok')).reduce((acc, [, v]) => acc + v, 0)).toBeGreaterThan(
        CLIENTS * OPS_PER_CLIENT * 0.5,
      );

      const totalAfter = await sql<{ total: bigint }>`SELECT coalesce(sum(balance), 0) AS total FROM ledger_account`.execute(db);
      expect(BigInt(totalAfter.rows[0]?.total ?? 0n)).toBe(BigInt(totalBefore.rows[0]?.total ?? 0n));
      expect(BigInt(totalAfter.rows[0]?.total ?? 0n)).toBe(0n);
      const negative = await sql`SELECT id FROM ledger_account WHERE owner = 'member' AND balance < 0`.execute(db);
      expect(negative.rows).toEqual([]);
      const drift = await sql`
        SELECT a.id FROM ledger_account a LEFT JOIN ledger_entry e ON e.account_id = a.id
        GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)`.execute(db);
      expect(drift.rows).toEqual([]);
      const unbalanced = await sql`SELECT transaction_id FROM ledger_entry GROUP BY transaction_id HAVING sum(amount) <> 0`.execute(db);
      expect(unbalanced.rows).toEqual([]);
      // Every deposit credited once, every decided withdrawal moved once more.
      const doubleCredit =
        await sql`SELECT reference FROM ledger_transaction WHERE kind = 'deposit' GROUP BY reference HAVING count(*) > 1`.execute(db);
      expect(doubleCredit.rows).toEqual([]);
    },
    600_000,
  );
});
