#!/usr/bin/env node
/**
 * Starts every bench in bench/ once on a tiny size, so a bench that no longer runs (a duplicate
 * insert against the demo seed, a renamed export, a changed schema) is noticed: it checks that
 * each runs to its end, not what it measures (issue 24; `npm test` runs it as the step "benches
 * start (tiny)"; docs/hardening/bench-smoke.md). Each bench gets a fresh database of its own on
 * the DATABASE_URL server; without DATABASE_URL the benches that need PostgreSQL are skipped and
 * the others run on embedded PGlite.
 *
 * Fresh databases are cheap: the run first makes two templates once (make-templates.ts: one
 * migrated, one migrated and demo-seeded — on PostgreSQL two databases, on PGlite two tarballs)
 * and passes them in FORTUNA_TEST_TEMPLATE_EMPTY / FORTUNA_TEST_TEMPLATE_SEEDED; a bench's
 * createTestDatabase then copies one (`CREATE DATABASE … TEMPLATE …`) instead of migrating and
 * seeding, and a bench that names its own database gets a copy of the seeded one under a fresh
 * name. Everything the run made (templates, those databases) is dropped at its end, also after a
 * failure or an interrupt. Databases are named after DATABASE_URL's (`<name>_smoke_…`), so a
 * clean-up of that name's databases (.ci/run) finds any left behind.
 *
 * BENCH_SMOKE_JOBS benches run at once (2 by default: most of a tiny bench is starting Node and
 * its server processes); the longest come first. Exits non-zero when any fails; prints each
 * bench's time and, for a failure, the end of its output (BENCH_SMOKE_TRACE=1: all output, live).
 * All 18 took 321 s on the 2-core machine during a CI run (load average 7–12; 569 s before the
 * templates, the sizes and the two at a time), the four PGlite ones 99 s.
 *
 * Usage: DATABASE_URL=postgres://root@127.0.0.1:5432/postgres node scripts/bench-smoke.mjs [name …]
 * (names as in BENCHES below: only those run).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const url = process.env.DATABASE_URL;

/**
 * Every bench with its tiny size, the longest first (they run BENCH_SMOKE_JOBS at a time). `pg`:
 * needs the PostgreSQL server. `database`: the bench takes the database to use (created when
 * missing) from DATABASE_URL's path — it gets a fresh copy of the seeded template; `adminUrl`: it
 * takes the server from BENCH_ADMIN_URL and (re)makes the database named by BENCH_DATABASE — a
 * fresh throw-away name, which it copies from the seeded template. The sizes are as small as the
 * benches allow while still running their whole path: member-search needs its 3,000 members (it
 * samples every 997th) and instant-games 2 s runs (a 1 s run may end before its first round
 * answers on a busy machine); catalog always seeds its 10,000 games and whitelabel, unread-count
 * warm every route up first (fixed in the benches).
 */
const BENCHES = [
  {
    name: 'sportsbook',
    file: 'sportsbook.bench.ts',
    pg: true,
    args: ['--bets', '40', '--members', '2', '--service-bets', '4', '--clients', '2', '--seconds', '1'],
  },
  { name: 'ledger', file: 'ledger.bench.ts', pg: true, env: { BENCH_SIZE: 'tiny', BENCH_CONNECTIONS: '2' } },
  {
    name: 'socket-fanout',
    file: 'socket-fanout.bench.ts',
    pg: true,
    database: true,
    env: { BENCH_SMALL: '1', BENCH_MEMBERS: '20', BENCH_DRAWS: '2' },
  },
  {
    name: 'live-tables',
    file: 'live-tables.bench.ts',
    pg: true,
    env: { BENCH_SMALL: '1', BENCH_MEMBERS: '5', BENCH_SOCKET_STEPS: '5', BENCH_WATCH_S: '3' },
  },
  {
    name: 'chat-fanout',
    file: 'chat-fanout.bench.ts',
    pg: true,
    database: true,
    env: { BENCH_SOCKETS: '4', BENCH_SENDERS: '2', BENCH_PER_SENDER: '1', BENCH_IN_FLIGHT: '2', REDIS_URL: 'redis://127.0.0.1:1' },
  },
  // 2 s runs: on a busy machine a 1 s run may end before its first round answers.
  { name: 'instant-games', file: 'instant-games.bench.ts', pg: true, env: { BENCH_SMALL: '1', BENCH_SECONDS: '2' } },
  { name: 'agents', file: 'agent-settlement.bench.ts', pg: true, env: { BENCH_MEMBERS: '100', BENCH_BETS: '1000', BENCH_REQUESTS: '1' } },
  {
    name: 'unread-count',
    file: 'unread-count.bench.ts',
    pg: true,
    env: { BENCH_MEMBERS: '20', BENCH_INBOX: '6', BENCH_SECONDS: '1', BENCH_ROUNDS: '1', BENCH_CONNECTIONS: '2' },
  },
  { name: 'catalog', file: 'catalog.bench.ts', env: { BENCH_SECONDS: '1', BENCH_CONNECTIONS: '2' } },
  { name: 'whitelabel', file: 'system-whitelabel.bench.ts', env: { BENCH_SECONDS: '1', BENCH_ROUNDS: '1', BENCH_CONNECTIONS: '2' } },
  { name: 'auth', file: 'auth.bench.ts', env: { BENCH_SECONDS: '1', BENCH_CONNECTIONS: '2' } },
  {
    name: 'daily-report',
    file: 'ops-daily-report.ts',
    pg: true,
    adminUrl: true,
    env: { BENCH_BETS: '2000', BENCH_MEMBERS: '50', BENCH_RUNS: '1' },
  },
  { name: 'promotion-claims', file: 'promotion-claims.ts', pg: true, env: { BENCH_CLIENTS: '2', BENCH_PROMOTIONS: '2' } },
  { name: 'lottery', file: 'lottery-settle.bench.ts', pg: true, env: { BENCH_BETS: '500', BENCH_MEMBERS: '20', BENCH_BATCH: '8' } },
  { name: 'rg-guard', file: 'rg-guard.bench.ts', env: { BENCH_ENTRIES: '1000', BENCH_ROUNDS: '2' } },
  { name: 'member-search', file: 'ops-member-search.ts', pg: true, database: true, env: { BENCH_MEMBERS: '3000', BENCH_SEARCHES: '2' } },
  { name: 'points-redemptions', file: 'points-redemptions.ts', pg: true, env: { BENCH_CLIENTS: '2', BENCH_REDEMPTIONS: '2' } },
  { name: 'rebate-run', file: 'rebate-run.ts', pg: true, env: { BENCH_MEMBERS: '100', BENCH_BETS: '1000' } },
  // `build`: needs the web build (apps/web/dist) and Chromium; the suite runs the smoke after its build.
  { name: 'home-page', file: 'home-page.bench.ts', build: true, env: { BENCH_LOADS: '1' } },
];
const webBuilt = fs.existsSync(path.join(root, 'apps/web/dist/.vite/manifest.json'));

/** DATABASE_URL with another database name. */
function withDatabase(name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs one statement on the server's maintenance database. */
async function admin(statement) {
  const client = new pg.Client({ connectionString: withDatabase('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** BENCH_SMOKE_TRACE=1: every line of the benches' output as it comes, with the seconds since the bench started. */
const trace = process.env.BENCH_SMOKE_TRACE === '1';
/** How many benches run at once: BENCH_SMOKE_JOBS, else 2 (1 on a one-core machine). */
const jobs = Math.max(1, Number(process.env.BENCH_SMOKE_JOBS) || Math.min(2, os.availableParallelism()));
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
/**
 * Every database this run makes is named `<run>…`, `<run>` being `<DATABASE_URL's database, its
 * first 30 characters>_smoke_<random>` (PostgreSQL names have 63 at most; .ci/run's clean-up by
 * its database's name finds them): the templates `<run>_empty` and `<run>_seeded`, a bench's own
 * `<run>_<bench>`, and — as the benches get `<run>` itself as DATABASE_URL's database — every one
 * their createTestDatabase makes, `<run>_t_<random>`. So the end of the run drops them all by that
 * prefix, even those of a bench that died before it could.
 */
const run = url
  ? `${
      new URL(url).pathname
        .slice(1)
        .toLowerCase()
        .replace(/[^a-z0-9_]/g, '_')
        .slice(0, 30) || 'fortuna'
    }_smoke_${crypto.randomBytes(4).toString('hex')}`
  : undefined;

/** The children running now (benches, the template maker), killed when this script is interrupted. */
const running = new Set();

/**
 * Runs a TypeScript file with tsx in a process group of its own (so an interrupted run can kill
 * the bench and the servers it started); resolves with its exit code and the last of its output.
 */
function start(label, file, args, env, cwd) {
  return new Promise((resolve) => {
    const child = spawn(tsx, [file, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    let output = '';
    const t0 = performance.now();
    const keep = (chunk) => {
      output = (output + chunk).slice(-4000);
      if (trace) for (const line of String(chunk).split('\n').filter(Boolean)) console.log(`    ${label} [${seconds(t0)} s] ${line}`);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code, signal) => {
      running.delete(child);
      // What it started and left running (a server process of a bench that failed) goes with it.
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !BENCHES.some((b) => b.name === name));
if (unknown.length > 0) {
  console.error(`unknown bench ${unknown.join(', ')}; known: ${BENCHES.map((b) => b.name).join(', ')}`);
  process.exit(2);
}
const chosen = BENCHES.filter((b) => (wanted.length === 0 || wanted.includes(b.name)) && (url || !b.pg) && (webBuilt || !b.build));
for (const bench of BENCHES.filter((b) => b.pg && !url && (wanted.length === 0 || wanted.includes(b.name))))
  console.log(`- ${bench.name}: skipped (needs DATABASE_URL)`);
for (const bench of BENCHES.filter((b) => b.build && !webBuilt && (wanted.length === 0 || wanted.includes(b.name))))
  console.log(`- ${bench.name}: skipped (needs the web build: npm run build)`);
const started = performance.now();

/** The PGlite tarballs' directory, when made. */
let tarballs;
/** Drops every database of this run (see `run`) and removes the tarballs. */
async function removeMade() {
  if (run) {
    const client = new pg.Client({ connectionString: withDatabase('postgres') });
    try {
      await client.connect();
      const { rows } = await client.query('SELECT datname FROM pg_database WHERE left(datname, $1) = $2', [run.length, run]);
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } catch (error) {
      console.error(`could not drop the run's databases (${run}…): ${error.message}`);
    } finally {
      await client.end().catch(() => {});
    }
  }
  if (tarballs) fs.rmSync(tarballs, { recursive: true, force: true });
  tarballs = undefined;
}
/**
 * Set once interrupted (SIGINT, SIGTERM): the running benches are killed (with what they started),
 * no other starts, and the run ends as usual — dropping what it made; a second signal exits at once.
 */
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.log(`${signal}: stopping the benches`);
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
  });
}

const failed = [];
try {
  // The two templates every bench's database starts from, made once here rather than by each bench.
  let templates;
  if (chosen.length > 0) {
    const t0 = performance.now();
    if (run) {
      // The benches' DATABASE_URL (createTestDatabase connects to it to create theirs): an empty database.
      await admin(`CREATE DATABASE "${run}"`);
      templates = { empty: `${run}_empty`, seeded: `${run}_seeded` };
    } else {
      tarballs = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-bench-smoke-'));
      templates = { empty: path.join(tarballs, 'empty.tar'), seeded: path.join(tarballs, 'seeded.tar') };
    }
    const maker = path.join(root, 'apps', 'server', 'src', 'testing', 'make-templates.ts');
    const env = { ...process.env };
    if (run) env.DATABASE_URL = withDatabase(run);
    else delete env.DATABASE_URL;
    const { code, output } = await start('templates', maker, [templates.empty, templates.seeded], env, root);
    if (interrupted) throw new Error('interrupted');
    if (code !== 0) {
      console.log(`✘ templates (${seconds(t0)} s, exit ${code})\n${output.replace(/^/gm, '    ')}`);
      throw new Error('templates');
    }
    console.log(`✔ templates: migrated, demo-seeded (${url ? 'PostgreSQL' : 'PGlite'}; ${seconds(t0)} s)`);
  }

  /** One bench on a database of its own; records a failure. */
  const smoke = async (bench) => {
    const env = {
      ...process.env,
      ...bench.env,
      FORTUNA_TEST_TEMPLATE_EMPTY: templates.empty,
      FORTUNA_TEST_TEMPLATE_SEEDED: templates.seeded,
    };
    if (run) env.DATABASE_URL = withDatabase(run);
    else delete env.DATABASE_URL;
    const t0 = performance.now();
    const own = `${run}_${bench.name.replaceAll('-', '_')}`;
    if (bench.database) {
      // A copy of the seeded template: the bench finds its migrations done and the demo there.
      await admin(`CREATE DATABASE "${own}" TEMPLATE "${templates.seeded}"`);
      env.DATABASE_URL = withDatabase(own);
    }
    if (bench.adminUrl) {
      // The bench makes this one itself, as a copy of FORTUNA_TEST_TEMPLATE_SEEDED.
      env.BENCH_ADMIN_URL = withDatabase('postgres');
      env.BENCH_DATABASE = own;
    }
    const { code, output } = await start(bench.name, bench.file, bench.args ?? [], env, benchDir);
    if (bench.database || bench.adminUrl) await admin(`DROP DATABASE IF EXISTS "${own}" WITH (FORCE)`).catch(() => {});
    if (interrupted) return;
    if (code === 0) console.log(`✔ ${bench.name} (${seconds(t0)} s)`);
    else {
      failed.push(bench.name);
      console.log(`✘ ${bench.name} (${seconds(t0)} s, exit ${code})\n${output.replace(/^/gm, '    ')}`);
    }
  };
  // `jobs` at once, taken in BENCHES' order.
  const queue = [...chosen];
  await Promise.all(
    Array.from({ length: jobs }, async () => {
      for (let bench = queue.shift(); bench && !interrupted; bench = queue.shift()) await smoke(bench);
    }),
  );
} catch (error) {
  failed.push(error.message);
} finally {
  await removeMade();
}
if (interrupted) {
  console.log(`interrupted after ${seconds(started)} s`);
  process.exit(130);
}
console.log(
  `${failed.length === 0 ? 'all benches ran' : `failed: ${failed.join(', ')}`} in ${seconds(started)} s (${jobs} at a time; ${chosen.length} of ${BENCHES.length} benches)`,
);
process.exit(failed.length === 0 ? 0 : 1);
