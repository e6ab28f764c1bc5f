/**
 * The operator's daily report over 10,000,000 bets on the real PostgreSQL server (issue 16: aim
 * < 1 s). Builds (not timed) a fresh database `bench_reports`: migrated and demo-seeded, then
 * BENCH_MEMBERS players (20,000) registered over the 30 business days, BENCH_BETS settled
 * real-money rounds (10,000,000) spread over those days across the games of the demo and the bench
 * catalogue (catalog-data.ts, about 3,300) (one
 * INSERT … SELECT generate_series), 2 credited deposits per player, a paid withdrawal for every
 * 4th player and 50,000 bonuses, then the report rollups exactly as migration 0030 back-fills
 * them (one INSERT … SELECT … GROUP BY each), and ANALYZE. Foreign-key triggers are off while
 * generating (session_replication_role = replica): every id points at a real row anyway; the
 * round table's secondary indexes are dropped for the load and built again after it.
 *
 * Then times 20 runs (after 2 warm-ups) of the reports' service calls, the very code behind
 * `/ops/reports/...`: the daily report of one business day (every figure of the day), the same
 * for the 30 days, the day by game, and the dashboard (today, yesterday, 7 and 30 days, 30 daily
 * points). Prints p50/p95/max in ms. The machine's load average is printed: figures are only as
 * quiet as the machine.
 *
 * Usage: npm run bench:daily-report   (BENCH_ADMIN_URL, default postgres://root@127.0.0.1:5432/postgres;
 * BENCH_BETS, BENCH_MEMBERS, BENCH_RUNS; BENCH_DATABASE, default bench_reports; BENCH_KEEP=1 reuses a database built before.)
 */
import os from 'node:os';
import { formatMinor } from '@fortuna/shared';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { backfillReportRollups } from '../apps/server/src/db/migrations/0030_report_rollups';
import { createOpsReportsRepository } from '../apps/server/src/modules/ops-reports/ops-reports.repository';
import { createOpsReportsService, dayIn, shiftDay } from '../apps/server/src/modules/ops-reports/ops-reports.service';
import { seedDemo } from '../apps/server/src/seed/demo';
import { seedBenchCatalogue } from './catalog-data';

const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const betCount = Number(process.env.BENCH_BETS ?? 10_000_000);
const memberCount = Number(process.env.BENCH_MEMBERS ?? 20_000);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const keep = process.env.BENCH_KEEP === '1';
const DAYS = 30;
/** The bench's own database (BENCH_DATABASE: another name, e.g. a throw-away one for a smoke run). */
const NAME = (process.env.BENCH_DATABASE ?? 'bench_reports').replace(/[^a-z0-9_]/g, '');
/** A database on the same server already migrated and demo-seeded to copy (scripts/bench-smoke.mjs makes one). */
const TEMPLATE = process.env.FORTUNA_TEST_TEMPLATE_SEEDED?.replace(/[^a-z0-9_]/g, '');

const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const fmt = (n: number) => n.toLocaleString('en');
const url = new URL(adminUrl);
url.pathname = `/${NAME}`;

const started = Date.now();
const step = async (label: string, work: () => Promise<unknown>) => {
  const t0 = Date.now();
  await work();
  console.log(`  ${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
};

console.log(`PostgreSQL ${url.host}/${NAME}; node ${process.version}; ${os.cpus().length} cores; load average ${load()}`);
if (!keep) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(TEMPLATE ? `CREATE DATABASE ${NAME} TEMPLATE ${TEMPLATE}` : `CREATE DATABASE ${NAME}`);
  await admin.end();
}
const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
const db = database.db;
try {
  const zone = 'Asia/Yangon'; // the demo merchant's
  // The 30 business days up to yesterday (the merchant's), whole days only.
  const lastDay = shiftDay(dayIn(new Date(), zone), 1);
  const firstDay = shiftDay(lastDay, DAYS - 1);

  if (!keep) {
    console.log(`generating ${fmt(betCount)} settled rounds of ${fmt(memberCount)} players over ${firstDay} … ${lastDay} (${zone})`);
    await step('migrate and seed the demo', async () => {
      if (!TEMPLATE) {
        await migrateToLatest(db);
        await seedDemo(db);
      }
      // The bench's 3,300-game catalogue (the demo lists only its own titles): the day-by-game report has that many games to group.
      await seedBenchCatalogue(db);
    });
    const m = await db.selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
    const start = sql`(${firstDay}::date::timestamp AT TIME ZONE ${zone})`;
    const span = DAYS * 86_400;
    await db.connection().execute(async (conn) => {
      await sql`SET session_replication_role = replica`.execute(conn);
      await sql`SET synchronous_commit = off`.execute(conn);
      await step('players, their accounts', async () => {
        await sql`
          INSERT INTO member (merchant_id, username, nickname, type, password_hash, created_at)
          SELECT ${m.id}, 'bench' || g, 'bench' || g, 1, (SELECT password_hash FROM member ORDER BY id LIMIT 1),
                 ${start} + make_interval(secs => (g::double precision / ${memberCount}) * ${span})
            FROM generate_series(1, ${memberCount}) g`.execute(conn);
        await sql`
          INSERT INTO member_closure (ancestor_id, descendant_id, depth)
          SELECT id, id, 0 FROM member WHERE username LIKE 'bench%'`.execute(conn);
        await sql`
          INSERT INTO ledger_account (merchant_id, owner, member_id, kind, currency)
          SELECT ${m.id}, 'member', id, 'main', ${m.currency_code} FROM member WHERE username LIKE 'bench%'`.execute(conn);
      });
      await sql`CREATE TEMP TABLE bench_member AS
        SELECT row_number() OVER (ORDER BY m.id) AS n, m.id, a.id AS account_id
          FROM member m JOIN ledger_account a ON a.member_id = m.id AND a.kind = 'main' WHERE m.username LIKE 'bench%'`.execute(conn);
      await sql`CREATE TEMP TABLE bench_game AS
        SELECT row_number() OVER (ORDER BY id) AS n, id, vendor_code FROM game WHERE is_game`.execute(conn);
      const games = Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM bench_game`.execute(conn)).rows[0]?.n);
      // The round table's secondary indexes are built once after the load (a sorted build) rather
      // than row by row: the same indexes, a third of the time on this machine.
      const indexes = await sql<{ name: string; def: string }>`
        SELECT indexname AS name, indexdef AS def FROM pg_indexes
         WHERE tablename = 'game_round' AND indexname <> 'game_round_pk'
           AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'game_round'::regclass)`.execute(conn);
      const unique = await sql<{ name: string; def: string }>`
        SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
         WHERE conrelid = 'game_round'::regclass AND contype = 'u'`.execute(conn);
      for (const index of indexes.rows) await sql`DROP INDEX ${sql.id(index.name)}`.execute(conn);
      for (const c of unique.rows) await sql`ALTER TABLE game_round DROP CONSTRAINT ${sql.id(c.name)}`.execute(conn);
      await step(`${fmt(betCount)} settled rounds over ${games} games`, async () => {
        await sql`
          INSERT INTO game_round (merchant_id, vendor_code, round_id, member_id, game_id, account_id, currency, play_money,
                                  total_bet, total_win, status, created_at, settled_at)
          SELECT ${m.id}, bg.vendor_code, 'b' || s.g, bm.id, bg.id, bm.account_id, ${m.currency_code}, false,
                 s.bet, floor(s.bet * random() * 1.94)::bigint, 'settled', s.at - interval '20 seconds', s.at
            FROM (SELECT g, (100 + floor(random() * 20000))::bigint * 100 AS bet,
                         ${start} + make_interval(secs => random() * ${span}) AS at,
                         1 + (hashint4(g) & 2147483647) % ${memberCount} AS member_n,
                         1 + (hashint4(g + 7) & 2147483647) % ${games} AS game_n
                    FROM generate_series(1, ${betCount}) g) s
            JOIN bench_member bm ON bm.n = s.member_n
            JOIN bench_game bg ON bg.n = s.game_n`.execute(conn);
      });
      await step(`the round table's ${indexes.rows.length + unique.rows.length} secondary indexes`, async () => {
        await sql`SET maintenance_work_mem = '256MB'`.execute(conn);
        for (const index of indexes.rows) await sql.raw(index.def).execute(conn);
        for (const c of unique.rows) await sql`ALTER TABLE game_round ADD CONSTRAINT ${sql.id(c.name)} ${sql.raw(c.def)}`.execute(conn);
      });
      await step('deposits, withdrawals, bonuses', async () => {
        const channel = sql`(SELECT id FROM deposit_channel WHERE merchant_id = ${m.id} ORDER BY id LIMIT 1)`;
        await sql`
          INSERT INTO deposit (merchant_id, member_id, channel_id, amount, status, request_id, created_at, decided_at)
          SELECT ${m.id}, bm.id, ${channel}, (10 + floor(random() * 1000))::bigint * 1000, 'CREDITED', 'bench-' || k, at, at
            FROM bench_member bm, generate_series(1, 2) k, LATERAL (SELECT ${start} + make_interval(secs => random() * ${span}) + k * interval '0 s' AS at) t`.execute(
          conn,
        );
        await sql`
          INSERT INTO bank_account (member_id, bank_name, account_number, payee_name)
          SELECT id, 'Bench Bank', '000' || n, 'Bench' FROM bench_member WHERE n % 4 = 0`.execute(conn);
        await sql`
          INSERT INTO withdrawal (merchant_id, member_id, bank_account_id, amount, status, request_id, created_at, decided_at, paid_at)
          SELECT ${m.id}, b.member_id, b.id, (10 + floor(random() * 500))::bigint * 1000, 'PAID', 'bench-w', at, at, at
            FROM bank_account b JOIN bench_member bm ON bm.id = b.member_id,
                 LATERAL (SELECT ${start} + make_interval(secs => random() * ${span}) + b.id * interval '0 s' AS at) t`.execute(conn);
        await sql`
          WITH t AS (
            INSERT INTO ledger_transaction (merchant_id, idempotency_key, kind, reference, created_at)
            SELECT ${m.id}, 'bench-bonus-' || g, 'bonus', 'bench', ${start} + make_interval(secs => random() * ${span})
              FROM generate_series(1, 50000) g
            RETURNING id, created_at
          )
          INSERT INTO ledger_entry (transaction_id, account_id, amount, balance_after, created_at)
          SELECT t.id, bm.account_id, 5000, 5000, t.created_at FROM t JOIN bench_member bm ON bm.n = 1 + t.id % ${memberCount}`.execute(
          conn,
        );
      });
      await sql`RESET session_replication_role`.execute(conn);
    });
    await step('report rollups (migration 0030 back-fill: INSERT … SELECT … GROUP BY)', async () => {
      await sql`DELETE FROM game_day_rollup`.execute(db);
      await sql`DELETE FROM member_day_rollup`.execute(db);
      await sql`DELETE FROM lottery_issue_rollup`.execute(db);
      await backfillReportRollups(db);
    });
    await step('ANALYZE', () => sql`ANALYZE`.execute(db));
    console.log(`generation took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }

  const sizes = await sql<{ t: string; n: string }>`
    SELECT 'game_round' AS t, count(*)::text AS n FROM game_round
    UNION ALL SELECT 'game_day_rollup', count(*)::text FROM game_day_rollup
    UNION ALL SELECT 'member_day_rollup', count(*)::text FROM member_day_rollup
    UNION ALL SELECT 'deposit', count(*)::text FROM deposit`.execute(db);
  console.log(`rows: ${sizes.rows.map((r) => `${r.t} ${fmt(Number(r.n))}`).join(', ')}`);

  const m = await db.selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  const reports = createOpsReportsService(createOpsReportsRepository(db));
  const day = shiftDay(lastDay, 14);
  const page = { pageNo: 1, pageSize: 20, order: 'desc' as const };
  const cases: [string, () => Promise<unknown>][] = [
    ['daily report, one day (GET /ops/reports/days)', () => reports.days(m, { ...page, from: day, to: day, sort: 'day' })],
    ['daily report, 30 days', () => reports.days(m, { ...page, from: firstDay, to: lastDay, sort: 'day' })],
    [
      'one day by game (GET /ops/reports/games)',
      () => reports.games(m, { ...page, from: day, to: day, groupBy: 'game', perDay: false, sort: 'ggr' }),
    ],
    ['dashboard (today, yesterday, 7 and 30 days)', () => reports.dashboard(m, lastDay)],
  ];
  const check = await reports.days(m, { ...page, from: day, to: day, sort: 'day' });
  const { rows } = await sql<{ ggr: string; n: string }>`
    SELECT sum(total_bet - total_win)::text AS ggr, count(*)::text AS n FROM game_round
     WHERE merchant_id = ${m.id} AND status = 'settled' AND NOT play_money AND (settled_at AT TIME ZONE ${m.time_zone})::date = ${day}::date`.execute(
    db,
  );
  const expected = BigInt(rows[0]?.ggr ?? 0);
  const shown = check.rows[0]?.ggr ?? '';
  const ok = shown === formatMinor(expected, m.currency_decimals);
  console.log(
    `check: ${day} has ${fmt(Number(rows[0]?.n ?? 0))} rounds; report GGR ${shown}, rounds' GGR ${expected} minor: ${ok ? 'equal' : 'DIFFERENT'}`,
  );

  console.log(`timing ${runs} runs each (2 warm-ups), load average ${load()}`);
  for (const [label, run] of cases) {
    for (let i = 0; i < 2; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] as number;
    console.log(`  ${label}: p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`);
  }
  console.log(`load average ${load()}`);
  if (!ok) process.exitCode = 1;
} finally {
  await database.close();
}
