/**
 * The unread count (`GET /wps/relay/CSP_unreadCount`, issue 17 item 2) in calls per second, beside
 * an empty route of the same server in the same run, on the real PostgreSQL server: the figure is
 * their ratio (aim ≥ 0.3). A call is the whole member path: the session read (started as the
 * request arrives, http/session-prefetch.ts) and the count, one index-only read of
 * `inbox_unread_idx` (migration 0032). The v2 count (per kind) is measured too.
 *
 * Set-up (not timed): a fresh database on the server named by DATABASE_URL (created and dropped by
 * the test database helper), migrated and demo-seeded, BENCH_MEMBERS extra members (50,000), one
 * message to everyone of the merchant (one set-based statement, its time printed), and
 * BENCH_INBOX (500) messages to player01, every other one read, so the counted member holds a
 * full inbox among many others.
 * Usage: DATABASE_URL=postgres://root@127.0.0.1:5432/<any database> npm run bench:unread-count
 * (BENCH_SECONDS=5, BENCH_CONNECTIONS=16, BENCH_ROUNDS=3). The figure is the median round's ratio.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { apiClient, createTestDatabase, testConfig } from '../apps/server/src/testing/index';

if (!process.env.DATABASE_URL) throw new Error('the unread-count bench measures the real PostgreSQL server: set DATABASE_URL');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const extraMembers = Number(process.env.BENCH_MEMBERS ?? 50_000);
const inboxSize = Number(process.env.BENCH_INBOX ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const database = await createTestDatabase({ seeded: true });
const db = database.db;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  const merchant = await db.selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  // Logins from one address for one account: lift the operator's login limits.
  await db.updateTable('merchant').set({ login_limit_per_ip: 1_000_000_000, login_limit_per_account: 1_000_000_000 }).execute();

  await sql`
  INSERT INTO member (merchant_id, username, nickname, type, password_hash)
  SELECT ${merchant.id}, 'bench_' || i, 'bench_' || i, 0, 'bench-no-login' FROM generate_series(1, ${extraMembers}) AS i`.execute(db);
  const player = await db.selectFrom('member').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow();

  // One message to every member: the set-based send the back office makes (modules/messages).
  const broadcastStarted = Date.now();
  await db.transaction().execute(async (trx) => {
    const message = await trx
      .insertInto('message')
      .values({
        merchant_id: merchant.id,
        kind: 'operator',
        title: 'Welcome',
        body: 'To everyone',
        audience: JSON.stringify({ to: 'all' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO inbox (member_id, message_id, kind) SELECT id, ${message.id}::bigint, 'operator' FROM member WHERE merchant_id = ${merchant.id}`.execute(
      trx,
    );
  });
  const broadcastMs = Date.now() - broadcastStarted;

  // A full inbox for the counted member: half read.
  await sql`
  WITH msg AS (
    INSERT INTO message (merchant_id, kind, title, body, audience, recipient_count)
    SELECT ${merchant.id}, 'operator', 'Note ' || i, 'Body ' || i, '{"to":"member"}'::jsonb, 1 FROM generate_series(1, ${inboxSize}) AS i
    RETURNING id)
  INSERT INTO inbox (member_id, message_id, kind, read_at)
  SELECT ${player.id}, id, 'operator', CASE WHEN id % 2 = 0 THEN now() END FROM msg`.execute(db);
  await sql`VACUUM (ANALYZE) inbox`.execute(db);
  const members = await sql<{ n: number }>`SELECT count(*)::int AS n FROM member WHERE merchant_id = ${merchant.id}`.execute(db);

  app = await buildApp(testConfig(), { database });
  app.get('/bench/empty', async () => ({ success: true, value: null, message: '' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await apiClient(app).encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username: 'player01', password: 'Player123' },
    { merchant: 'FORTUNA' },
  );
  const token = login.body.value?.token as string;
  if (!token) throw new Error(`login failed: ${login.body.message}`);
  const headers = { merchant: 'FORTUNA', language: 'en', device: 'web', authorization: token };
  const expected = await apiClient(app).get('/wps/relay/CSP_unreadCount', headers);
  const truth = await sql<{ n: number }>`
  SELECT count(*)::int AS n FROM inbox WHERE member_id = ${player.id} AND read_at IS NULL AND deleted_at IS NULL`.execute(db);
  if (expected.body.value !== truth.rows[0]?.n) throw new Error(`unexpected unread count ${JSON.stringify(expected.body)}`);

  type Figures = { rps: number; p50: number; p99: number; total: number };

  async function measure(path: string, duration: number): Promise<Figures> {
    const result = await autocannon({ url: `${url}${path}`, connections, duration, headers });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total };
  }

  // Warm every path. Then ROUNDS rounds of the three, one after another: on a shared machine the
  // load moves during a run, and each round's ratio compares calls made moments apart. The figure
  // is the median round's ratio.
  await measure('/bench/empty', 2);
  await measure('/wps/relay/CSP_unreadCount', 2);
  await measure('/wps/v2/relay/CSP_unreadCount', 2);
  await measure('/wps/v2/wallets/balance', 2);
  const rounds: { empty: Figures; unread: Figures; unreadV2: Figures; balance: Figures }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const empty = await measure('/bench/empty', seconds);
    const unread = await measure('/wps/relay/CSP_unreadCount', seconds);
    const unreadV2 = await measure('/wps/v2/relay/CSP_unreadCount', seconds);
    // For scale: another tokened call of one small read (the header balance).
    const balance = await measure('/wps/v2/wallets/balance', seconds);
    rounds.push({ empty, unread, unreadV2, balance });
  }

  const row = (name: string, r: Figures) =>
    `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   (${r.total} requests)`;
  console.log(
    `database: ${database.kind}; ${members.rows[0]?.n} members, a message to all of them written in ${broadcastMs} ms, ` +
      `player01 holds ${inboxSize + 1} (${expected.body.value} unread); ${connections} connections, ${ROUNDS} rounds of ${seconds} s each; ` +
      `node ${process.version}; ${os.cpus().length} cores; load ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
  );
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  rounds.forEach((r, i) => {
    console.log(`round ${i + 1}`);
    console.log(row('  GET /bench/empty', r.empty));
    console.log(row('  GET /wps/relay/CSP_unreadCount', r.unread));
    console.log(row('  GET /wps/v2/relay/CSP_unreadCount', r.unreadV2));
    console.log(row('  GET /wps/v2/wallets/balance', r.balance));
    console.log(
      `  ratio unread-count / empty: ${(r.unread.rps / r.empty.rps).toFixed(3)}; v2 / empty: ${(r.unreadV2.rps / r.empty.rps).toFixed(3)}; ` +
        `balance / empty: ${(r.balance.rps / r.empty.rps).toFixed(3)}`,
    );
  });
  console.log(
    `median ratio unread-count / empty: ${median(rounds.map((r) => r.unread.rps / r.empty.rps)).toFixed(3)}; ` +
      `v2 / empty: ${median(rounds.map((r) => r.unreadV2.rps / r.empty.rps)).toFixed(3)}; ` +
      `balance / empty: ${median(rounds.map((r) => r.balance.rps / r.empty.rps)).toFixed(3)}`,
  );
} finally {
  // The database is dropped even when a step failed.
  await app?.close();
  await database.close();
}
