/**
 * Requests per second of the calls that answer from configuration kept in memory (issue 24 item
 * 3: the whitelabel, the register settings, the site status, the catalogue menus) against an empty
 * route on the same server, in the same run, and their ratio beside the target (≥ 0.5). The server
 * runs in this process over the configured database (embedded PGlite unless DATABASE_URL is set,
 * then a fresh database on that server) with the demo operator; load comes from autocannon over
 * loopback.
 *
 * The machine is shared, so one measurement of each is not enough: the run makes BENCH_ROUNDS
 * rounds, each measuring the empty route, every cached call, and the empty route again; a call's
 * ratio in a round is against the mean of that round's two empty measurements, and the figure
 * printed is the median over the rounds. It also counts the database queries the server made per
 * call (the pg and PGlite clients' `query`, wrapped here for the count), which should be 0.
 *
 * Usage: `npm run bench:whitelabel -w bench` (BENCH_SECONDS=5 per measurement, BENCH_ROUNDS=3,
 * BENCH_CONNECTIONS=32).
 */
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { createTestDatabase, testConfig } from '../apps/server/src/testing/index';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const TARGET = 0.5;
const ROUTES = ['/wps/system/whitelabel', '/wps/system/setting/register', '/wps/system/status', '/lgw/games/game_menus'];
const EMPTY = '/bench/empty';

// Every query the server sends, whichever client: the figure that shows a call answered from memory.
let queries = 0;
for (const proto of [pg.Client.prototype, PGlite.prototype] as { query: (...args: unknown[]) => unknown }[]) {
  const original = proto.query;
  proto.query = function counted(this: unknown, ...args: unknown[]) {
    queries++;
    return original.apply(this, args);
  };
}

const database = await createTestDatabase({ seeded: true });
const app = await buildApp(testConfig(), { database });
app.get(EMPTY, async () => ({ success: true, value: null, message: '' }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });

type Figures = { rps: number; p50: number; p99: number; total: number; queries: number };

async function measure(path: string, duration: number): Promise<Figures> {
  const before = queries;
  const result = await autocannon({
    url: `${url}${path}`,
    connections,
    duration,
    headers: { merchant: 'FORTUNA', language: 'en', device: 'web' },
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    queries: queries - before,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

// Warm every path (JIT, the caches) before measuring.
for (const path of [EMPTY, ...ROUTES]) await measure(path, 1);

const empties: number[] = [];
const byRoute = new Map<string, { rps: number[]; ratio: number[]; p50: number[]; p99: number[]; total: number; queries: number }>(
  ROUTES.map((route) => [route, { rps: [], ratio: [], p50: [], p99: [], total: 0, queries: 0 }]),
);
for (let round = 0; round < rounds; round++) {
  const first = await measure(EMPTY, seconds);
  const measured = new Map<string, Figures>();
  for (const route of ROUTES) measured.set(route, await measure(route, seconds));
  const last = await measure(EMPTY, seconds);
  const baseline = (first.rps + last.rps) / 2;
  empties.push(first.rps, last.rps);
  for (const [route, figures] of measured) {
    const into = byRoute.get(route);
    if (!into) continue;
    into.rps.push(figures.rps);
    into.ratio.push(figures.rps / baseline);
    into.p50.push(figures.p50);
    into.p99.push(figures.p99);
    into.total += figures.total;
    into.queries += figures.queries;
  }
}

console.log(
  `database: ${database.kind}; ${connections} connections, ${rounds} rounds of ${seconds} s per measurement, node ${process.version}`,
);
console.log(
  `${'GET'.padEnd(32)} ${'req/s'.padStart(8)} ${'empty req/s'.padStart(12)} ${'ratio'.padStart(7)} ${'target'.padStart(7)}   p50   p99  queries/call`,
);
console.log(`${EMPTY.padEnd(32)} ${median(empties).toFixed(0).padStart(8)}`);
let failed = 0;
for (const [route, figures] of byRoute) {
  const ratio = median(figures.ratio);
  if (ratio < TARGET) failed++;
  console.log(
    `${route.padEnd(32)} ${median(figures.rps).toFixed(0).padStart(8)} ${median(empties).toFixed(0).padStart(12)} ${ratio.toFixed(3).padStart(7)} ${`≥ ${TARGET}`.padStart(7)}` +
      `  ${String(median(figures.p50)).padStart(4)}  ${String(median(figures.p99)).padStart(4)}  ${(figures.queries / figures.total).toFixed(4)}` +
      (ratio < TARGET ? '   BELOW TARGET' : ''),
  );
}
console.log(`ratios: each round's call against the mean of its two empty measurements; median of ${rounds} rounds`);
console.log('queries/call: every query the process sent while the call was measured (background jobs included) per call');
if (failed > 0) console.log(`${failed} of ${ROUTES.length} calls below the target`);

await app.close();
await database.close();
