/**
 * The back office's member search (GET /ops/members, issue 16 item 2) over 1,000,000 members on
 * the real PostgreSQL server: p50 and p95 of 200 searches of each kind (username, mobile and
 * e-mail prefixes, login address, agent, status, the unfiltered list and two sorts), each one the
 * call's whole database work (the page and its capped count: ops-members/member-search.repository.ts).
 *
 * Set-up (not timed, skipped when the database already holds the members): the database named by
 * DATABASE_URL is created when missing, migrated and demo-seeded, then 1,000,000 members are
 * inserted with generate_series in one statement each table: usernames with varied first
 * letters, unique mobiles, e-mails, 1,000 agents with 1,000 direct downlines each, 1% frozen and
 * 0.2% closed, a login address per member (about three members per address), a main wallet each.
 * Usage: DATABASE_URL=postgres://root@127.0.0.1:5432/bench_members npm run bench:member-search
 * BENCH_MEMBERS (1,000,000), BENCH_SEARCHES (200 per kind).
 */
import os from 'node:os';
import { memberSearchQuerySchema } from '@fortuna/shared';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import type { MerchantRow } from '../apps/server/src/db/schema';
import { createMemberSearchRepository } from '../apps/server/src/modules/ops-members/member-search.repository';
import { seedDemo } from '../apps/server/src/seed/demo';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('the member search bench measures the real PostgreSQL server: set DATABASE_URL');
const memberCount = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const searches = Number(process.env.BENCH_SEARCHES ?? 200);
const AGENTS = 1_000;

// The database itself, created on the same server when missing.
const target = new URL(url);
const name = target.pathname.slice(1);
const adminUrl = new URL(url);
adminUrl.pathname = '/postgres';
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
await admin.end();

const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
const db = database.db;
const fmt = (n: number) => n.toLocaleString('en');
try {
  console.log(
    `PostgreSQL ${target.host}/${name}; node ${process.version}; ${os.cpus().length} cores; load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  await migrateToLatest(db);
  if (!(await db.selectFrom('merchant').select('id').executeTakeFirst())) await seedDemo(db);
  const merchant = (await db.selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow()) as MerchantRow;

  const have = Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM member WHERE merchant_id = ${merchant.id} AND username LIKE 'b%\\_%'`.execute(db))
      .rows[0]?.n ?? 0,
  );
  if (have < memberCount) {
    const started = Date.now();
    await sql`DELETE FROM member_login_ip WHERE member_id IN (SELECT id FROM member WHERE username LIKE 'b%\\_%')`.execute(db);
    await sql`DELETE FROM ledger_account WHERE member_id IN (SELECT id FROM member WHERE username LIKE 'b%\\_%')`.execute(db);
    await sql`UPDATE member SET parent_id = NULL WHERE username LIKE 'b%\\_%'`.execute(db);
    await sql`DELETE FROM member WHERE username LIKE 'b%\\_%'`.execute(db);
    await db.connection().execute(async (c) => {
      await sql`SET synchronous_commit = off`.execute(c);
      // Usernames "b" + 5 letters of md5(i) + "_" + i: prefixes spread like real names, each unique.
      await sql`
        INSERT INTO member (merchant_id, username, nickname, type, status, password_hash, country_dialing_code, mobile_num, email,
                            parent_id, created_at, last_login_at, last_login_ip)
        SELECT ${merchant.id}, u, u, CASE WHEN i <= ${AGENTS} THEN 1 ELSE 0 END,
               CASE WHEN i % 500 = 7 THEN 'CLOSED' WHEN i % 100 = 3 THEN 'FROZEN' ELSE 'ACTIVE' END,
               'bench-no-login', '95', lpad(((i::bigint * 48271) % 1000000007)::text, 10, '0'),
               u || '@mail' || (i % 50) || '.example',
               NULL, now() - make_interval(secs => (${memberCount} - i) * 30),
               CASE WHEN i % 4 = 0 THEN NULL ELSE now() - make_interval(secs => ((i::bigint * 7919) % 8640000)::int) END,
               ('10.' || ((i % 300000) >> 16) || '.' || (((i % 300000) >> 8) & 255) || '.' || ((i % 300000) & 255))::inet
          FROM generate_series(1, ${memberCount}) AS i,
               LATERAL (SELECT 'b' || translate(substr(md5(i::text), 1, 5), '0123456789', 'ghijklmnop') || '_' || i AS u) AS n`.execute(c);
      // 1,000 agents (the first members), 1,000 direct downlines each.
      await sql`
        WITH agents AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM member WHERE username LIKE 'b%\\_%' AND type = 1)
        UPDATE member m SET parent_id = a.id
          FROM agents a
         WHERE m.username LIKE 'b%\\_%' AND m.type = 0 AND a.k = m.id % ${AGENTS}`.execute(c);
      await sql`INSERT INTO member_login_ip (member_id, ip) SELECT id, last_login_ip FROM member WHERE username LIKE 'b%\\_%'`.execute(c);
      await sql`INSERT INTO ledger_account (merchant_id, owner, member_id, kind, currency, balance)
                SELECT merchant_id, 'member', id, 'main', ${merchant.currency_code}, (id::bigint * 7919) % 1000000 FROM member WHERE username LIKE 'b%\\_%'`.execute(
        c,
      );
      // What autovacuum does to a table that has lived a while: statistics and the visibility map
      // (without it every count reads the heap of freshly inserted rows).
      await sql`VACUUM (ANALYZE) member`.execute(c);
      await sql`VACUUM (ANALYZE) member_login_ip`.execute(c);
      await sql`VACUUM (ANALYZE) ledger_account`.execute(c);
    });
    console.log(
      `inserted ${fmt(memberCount)} members, their login addresses and wallets in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } else console.log(`reusing ${fmt(have)} members`);

  // Search terms from random existing members (the sampling is not timed).
  const { rows: sample } = await sql<{ username: string; mobile_num: string; email: string; ip: string; agent: string }>`
    SELECT m.username, m.mobile_num, m.email, host(m.last_login_ip) AS ip, a.username AS agent
      FROM member m JOIN member a ON a.id = m.parent_id
     WHERE m.username LIKE 'b%\\_%' AND m.id % 997 = 1
     ORDER BY md5(m.id::text) LIMIT ${searches}`.execute(db);
  const pick = (i: number) => sample[i % sample.length] as (typeof sample)[number];
  const repository = createMemberSearchRepository(db);
  const statuses = ['FROZEN', 'CLOSED'] as const;
  const kinds: [string, (i: number) => Record<string, unknown>][] = [
    ['username prefix (4 chars)', (i) => ({ username: pick(i).username.slice(0, 4) })],
    ['username prefix (whole name)', (i) => ({ username: pick(i).username })],
    ['username prefix, sorted by username', (i) => ({ username: pick(i).username.slice(0, 3), sort: 'username', order: 'asc' })],
    ['mobile prefix (6 digits)', (i) => ({ mobile: pick(i).mobile_num.slice(0, 6) })],
    ['e-mail prefix', (i) => ({ email: pick(i).email.slice(0, 5) })],
    ['login address', (i) => ({ ip: pick(i).ip })],
    ['agent (1,000 downlines)', (i) => ({ agent: pick(i).agent })],
    ['agent with no downline', (i) => ({ agent: pick(i).username })],
    ['status FROZEN / CLOSED', (i) => ({ status: statuses[i % 2] })],
    ['no filter, newest first', (i) => ({ pageNo: 1 + (i % 5) })],
    ['no filter, by last login', (i) => ({ sort: 'lastLoginAt', pageNo: 1 + (i % 5) })],
  ];

  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  console.log(`${searches} searches of each kind (page of 20 and a count capped at 10,000), one at a time:`);
  let worst = 0;
  for (const [label, make] of kinds) {
    for (let i = 0; i < 10; i += 1) await repository.search(merchant, memberSearchQuerySchema.parse(make(i)));
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < searches; i += 1) {
      const query = memberSearchQuerySchema.parse(make(i));
      const start = performance.now();
      const page = await repository.search(merchant, query);
      times.push(performance.now() - start);
      found += page.rows.length;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    worst = Math.max(worst, p95);
    console.log(
      `  ${label.padEnd(38)} p50 ${percentile(times, 50).toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms   (${(found / searches).toFixed(1)} rows a page)`,
    );
  }
  console.log(`worst p95 ${worst.toFixed(2)} ms (aim < 50 ms) — ${worst < 50 ? 'met' : 'NOT met'}`);
} finally {
  await database.close();
}
