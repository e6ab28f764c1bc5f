/**
 * Requests per second for `GET /wps/system/whitelabel` against an empty route on the same server,
 * in the same run, and their ratio (the figure). The server runs in this process over the
 * configured database (embedded PGlite unless DATABASE_URL is set) with the demo operator; load
 * comes from autocannon over loopback. Usage: `npm run bench` (BENCH_SECONDS=10 by default).
 */
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { seedDemo } from '../apps/server/src/seed/demo';
import { createTestDatabase, testConfig } from '../apps/server/src/testing/index';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

const database = await createTestDatabase();
await seedDemo(database.db);
const app = await buildApp(testConfig(), { database });
app.get('/bench/empty', async () => ({ success: true, value: null, message: '' }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });

async function measure(path: string, duration: number) {
  const result = await autocannon({
    url: `${url}${path}`,
    connections,
    duration,
    headers: { merchant: 'FORTUNA', language: 'en', device: 'web' },
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total };
}

// Warm both paths (JIT, the whitelabel cache) before measuring, then measure alternately.
await measure('/bench/empty', 2);
await measure('/wps/system/whitelabel', 2);
const empty = await measure('/bench/empty', seconds);
const whitelabel = await measure('/wps/system/whitelabel', seconds);

const row = (name: string, r: { rps: number; p50: number; p99: number; total: number }) =>
  `${name.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   (${r.total} requests)`;
console.log(`database: ${database.kind}; ${connections} connections, ${seconds} s each, node ${process.version}`);
console.log(row('GET /bench/empty', empty));
console.log(row('GET /wps/system/whitelabel', whitelabel));
console.log(`ratio whitelabel / empty: ${(whitelabel.rps / empty.rps).toFixed(3)}`);

await app.close();
await database.close();
