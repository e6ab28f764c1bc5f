#!/usr/bin/env node
/**
 * Starts every bench in bench/ once on a tiny size, one after the other, so a bench that no longer
 * runs (a duplicate insert against the demo seed, a renamed export, a changed schema) is noticed:
 * it checks that each runs to its end, not what it measures. Each bench gets its own fresh
 * database on the DATABASE_URL server, as it makes one anyway (a bench that names its database
 * gets a new unique name, dropped after); without DATABASE_URL the benches that need PostgreSQL
 * are skipped and the others run on embedded PGlite. Exits non-zero when any fails; prints each
 * bench's time and, for a failure, the end of its output.
 *
 * Usage: DATABASE_URL=postgres://root@127.0.0.1:5432/postgres node scripts/bench-smoke.mjs [name …]
 * (names as in BENCHES below: only those run).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const url = process.env.DATABASE_URL;

/**
 * Every bench with its tiny size. `pg`: needs the PostgreSQL server. `database`: the bench takes
 * the database to use (created when missing) from DATABASE_URL's path — it gets a fresh one of its
 * own; `adminUrl`: it takes the server from BENCH_ADMIN_URL and (re)makes the database named by
 * BENCH_DATABASE — a fresh throw-away name too.
 */
const BENCHES = [
  { name: 'whitelabel', file: 'system-whitelabel.bench.ts', env: { BENCH_SECONDS: '1', BENCH_ROUNDS: '1', BENCH_CONNECTIONS: '2' } },
  { name: 'auth', file: 'auth.bench.ts', env: { BENCH_SECONDS: '1', BENCH_CONNECTIONS: '2' } },
  { name: 'catalog', file: 'catalog.bench.ts', env: { BENCH_SECONDS: '1', BENCH_CONNECTIONS: '2' } },
  { name: 'rg-guard', file: 'rg-guard.bench.ts', env: { BENCH_ENTRIES: '2000', BENCH_ROUNDS: '2' } },
  { name: 'ledger', file: 'ledger.bench.ts', pg: true, env: { BENCH_SIZE: 'tiny' } },
  { name: 'lottery', file: 'lottery-settle.bench.ts', pg: true, env: { BENCH_BETS: '2000', BENCH_MEMBERS: '40', BENCH_BATCH: '16' } },
  {
    name: 'agents',
    file: 'agent-settlement.bench.ts',
    pg: true,
    env: { BENCH_MEMBERS: '300', BENCH_BETS: '3000', BENCH_REQUESTS: '2' },
  },
  {
    name: 'daily-report',
    file: 'ops-daily-report.ts',
    pg: true,
    adminUrl: true,
    env: { BENCH_BETS: '5000', BENCH_MEMBERS: '200', BENCH_RUNS: '1' },
  },
  { name: 'member-search', file: 'ops-member-search.ts', pg: true, database: true, env: { BENCH_MEMBERS: '3000', BENCH_SEARCHES: '2' } },
  {
    name: 'unread-count',
    file: 'unread-count.bench.ts',
    pg: true,
    env: { BENCH_MEMBERS: '200', BENCH_INBOX: '20', BENCH_SECONDS: '1', BENCH_ROUNDS: '1', BENCH_CONNECTIONS: '2' },
  },
  {
    name: 'chat-fanout',
    file: 'chat-fanout.bench.ts',
    pg: true,
    database: true,
    env: { BENCH_SOCKETS: '10', BENCH_SENDERS: '2', BENCH_PER_SENDER: '1', BENCH_IN_FLIGHT: '2', REDIS_URL: 'redis://127.0.0.1:1' },
  },
  { name: 'instant-games', file: 'instant-games.bench.ts', pg: true, env: { BENCH_SMALL: '1' } },
  {
    name: 'live-tables',
    file: 'live-tables.bench.ts',
    pg: true,
    env: { BENCH_SMALL: '1', BENCH_MEMBERS: '20', BENCH_SOCKET_STEPS: '20', BENCH_WATCH_S: '3' },
  },
  { name: 'promotion-claims', file: 'promotion-claims.ts', pg: true, env: { BENCH_CLIENTS: '2', BENCH_PROMOTIONS: '2' } },
  { name: 'rebate-run', file: 'rebate-run.ts', pg: true, env: { BENCH_MEMBERS: '300', BENCH_BETS: '3000' } },
  { name: 'points-redemptions', file: 'points-redemptions.ts', pg: true, env: { BENCH_CLIENTS: '2', BENCH_REDEMPTIONS: '2' } },
  {
    name: 'sportsbook',
    file: 'sportsbook.bench.ts',
    pg: true,
    args: ['--bets', '300', '--members', '10', '--service-bets', '10', '--clients', '2', '--seconds', '2'],
  },
  { name: 'socket-fanout', file: 'socket-fanout.bench.ts', pg: true, database: true, env: { BENCH_SMALL: '1' } },
];

/** DATABASE_URL with another database name. */
function withDatabase(name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: withDatabase('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs one bench; resolves with its exit code and the last of its output. */
function run(bench, env) {
  return new Promise((resolve) => {
    const child = spawn(tsx, [bench.file, ...(bench.args ?? [])], { cwd: benchDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !BENCHES.some((b) => b.name === name));
if (unknown.length > 0) {
  console.error(`unknown bench ${unknown.join(', ')}; known: ${BENCHES.map((b) => b.name).join(', ')}`);
  process.exit(2);
}
const failed = [];
const started = performance.now();
for (const bench of BENCHES) {
  if (wanted.length > 0 && !wanted.includes(bench.name)) continue;
  if (bench.pg && !url) {
    console.log(`- ${bench.name}: skipped (needs DATABASE_URL)`);
    continue;
  }
  const env = { ...process.env, ...bench.env };
  if (!url) delete env.DATABASE_URL;
  let own;
  if (bench.database) {
    own = `bench_smoke_${bench.name.replaceAll('-', '_')}_${crypto.randomBytes(4).toString('hex')}`;
    env.DATABASE_URL = withDatabase(own);
  }
  if (bench.adminUrl) {
    own = `bench_smoke_${bench.name.replaceAll('-', '_')}_${crypto.randomBytes(4).toString('hex')}`;
    env.BENCH_ADMIN_URL = withDatabase('postgres');
    env.BENCH_DATABASE = own;
  }
  const t0 = performance.now();
  const { code, output } = await run(bench, env);
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  if (own) await admin(`DROP DATABASE IF EXISTS "${own}" WITH (FORCE)`).catch(() => {});
  if (code === 0) console.log(`✔ ${bench.name} (${seconds} s)`);
  else {
    failed.push(bench.name);
    console.log(`✘ ${bench.name} (${seconds} s, exit ${code})\n${output.replace(/^/gm, '    ')}`);
  }
}
console.log(
  `${failed.length === 0 ? 'all benches ran' : `failed: ${failed.join(', ')}`} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed.length === 0 ? 0 : 1);
