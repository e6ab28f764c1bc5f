/**
 * Points mall redemptions per second (issue 21), on the real PostgreSQL server, through the whole
 * member path (`POST /wps/points/redeem`: session, decryption of the body, the payment password's
 * check with its lockout bookkeeping, the redemption row, the stock's guarded update, the points
 * post to the issuer, in one transaction).
 *
 * BENCH_CLIENTS (32) concurrent clients, each a different member sending its next redemption when
 * the last answered, BENCH_REDEMPTIONS (30) each, of one good with unlimited stock (so every
 * redemption takes the goods row's lock: the hot spot) and then of one with stock of half the
 * redemptions (half are refused out of stock). Checked afterwards: redeemed = accepted; points
 * given = held + spent; the issuer's balance (spent points return to it) = −held.
 *
 * Set-up (not timed): a fresh database on the server named by DATABASE_URL, migrated and
 * demo-seeded; members with sessions and payment passwords made in the database.
 * Usage: DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench:points-redemptions -w bench
 */
import os from 'node:os';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { givePoints, pointsMember, TEST_PAYMENT_PASSWORD } from '../apps/server/src/modules/points/points-test-support';
import { createTestDatabase, httpClient, testConfig } from '../apps/server/src/testing/index';

if (!process.env.DATABASE_URL) throw new Error('the points-redemptions bench measures the real PostgreSQL server: set DATABASE_URL');
const clients = Number(process.env.BENCH_CLIENTS ?? 32);
const perClient = Number(process.env.BENCH_REDEMPTIONS ?? 30);

const database = await createTestDatabase({ seeded: true });
const db = database.db;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  const merchant = await db.selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  const members: { id: number; token: string }[] = [];
  for (let i = 0; i < clients; i++) {
    const m = await pointsMember(db, `redeemer${i}`);
    await givePoints(db, m.id, 1_000_000n);
    members.push(m);
  }
  const goods = async (code: string, stock: number | null) =>
    (
      await db
        .insertInto('points_goods')
        .values({ merchant_id: merchant.id, code, type: 'life', names: JSON.stringify({ en: code }), points: 10n, stock })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  app = await buildApp(testConfig(), { database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const http = httpClient(url, { merchant: 'FORTUNA', language: 'en', device: 'web' });
  const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)] ?? 0;

  async function run(goodsId: number, tag: string, count: number) {
    const latencies: number[] = [];
    let accepted = 0;
    let refused = 0;
    const started = performance.now();
    await Promise.all(
      members.map(async (m, c) => {
        for (let i = 0; i < count; i++) {
          const t0 = performance.now();
          const reply = await http.encrypted(
            'POST',
            '/wps/points/redeem',
            { goodsId, quantity: 1, paymentPassword: TEST_PAYMENT_PASSWORD, requestId: `${tag}-${c}-${String(i).padStart(6, '0')}` },
            { authorization: m.token },
          );
          latencies.push(performance.now() - t0);
          if (reply.status === 200) accepted++;
          else if (reply.body.message === 'points_goods_out_of_stock') refused++;
          else throw new Error(`redeem failed: ${reply.status} ${JSON.stringify(reply.body)}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const row = await db.selectFrom('points_goods').select('redeemed').where('id', '=', goodsId).executeTakeFirstOrThrow();
    if (row.redeemed !== accepted) throw new Error(`redeemed ${row.redeemed} but ${accepted} accepted`);
    return { calls: latencies.length, accepted, refused, seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
  }

  await run(await goods('BENCH_WARM', null), 'warm', 2);
  const open = await run(await goods('BENCH_OPEN', null), 'open', perClient);
  const scarce = await run(await goods('BENCH_SCARCE', Math.floor((clients * perClient) / 2)), 'scarce', perClient);

  const { rows } = await sql<{ issuer: string; held: string; spent: string }>`
    SELECT (SELECT balance FROM ledger_account WHERE owner = 'house' AND merchant_id = ${merchant.id} AND kind = 'points_issuer')::text AS issuer,
           (SELECT coalesce(sum(balance), 0) FROM ledger_account WHERE owner = 'member' AND merchant_id = ${merchant.id} AND kind = 'points')::text AS held,
           (SELECT coalesce(sum(points), 0) FROM points_redemption WHERE merchant_id = ${merchant.id} AND status IN ('in_process', 'approved'))::text AS spent`.execute(
    db,
  );
  const books = rows[0];
  // 1,000,000 points given to each member: given = held + spent, and the issuer (spent points return to it) = −held.
  const given = BigInt(clients) * 1_000_000n;
  if (!books || given !== BigInt(books.held) + BigInt(books.spent) || BigInt(books.issuer) !== -BigInt(books.held)) {
    throw new Error(`books disagree: ${JSON.stringify(books)}`);
  }

  type Figures = Awaited<ReturnType<typeof run>>;
  const line = (name: string, f: Figures) =>
    `${name.padEnd(44)} ${(f.calls / f.seconds).toFixed(0).padStart(6)} calls/s   ${(f.accepted / f.seconds).toFixed(0).padStart(6)} redemptions/s   ` +
    `p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms   (${f.calls} calls, ${f.accepted} accepted, ${f.refused} out of stock, ${f.seconds.toFixed(2)} s)`;
  console.log(
    `database: ${database.kind}; ${clients} clients × ${perClient} redemptions; node ${process.version}; ${os.cpus().length} cores; load ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  console.log(line(`${clients} members, one good, unlimited stock`, open));
  console.log(line(`${clients} members, one good, stock of half`, scarce));
  console.log('books checked: redeemed = accepted; points given = held + spent; issuer = −held');
} finally {
  await app?.close();
  await database.close();
}
