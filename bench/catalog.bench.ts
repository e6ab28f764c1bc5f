/**
 * Game-list requests per second and latency over a 10,000-game catalogue: a typical lobby page
 * (category + classify + a page between 1 and 20) and a name search, beside an empty route of
 * the same server in the same run. The server runs in this process over the configured database
 * (embedded PGlite unless DATABASE_URL is set, then a fresh database on that server), seeded with
 * the demo operator and the bench's own catalogue (catalog-data.ts) scaled to at least 10,000
 * games; load comes from autocannon
 * over loopback. Usage: `npm run bench:catalog -w bench` (BENCH_SECONDS=10, BENCH_CONNECTIONS=32).
 */
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { createTestDatabase, testConfig } from '../apps/server/src/testing/index';
import { seedBenchCatalogue } from './catalog-data';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const TARGET_GAMES = 10_000;
/** The bench catalogue is about 3,300 games at scale 1; this scale makes it a little over 10,000. */
const CATALOGUE_SCALE = 3.2;

const seeding = Date.now();
const database = await createTestDatabase({ seeded: true });
await seedBenchCatalogue(database.db, CATALOGUE_SCALE);
const { n: games } = await database.db
  .selectFrom('game')
  .select((eb) => eb.fn.countAll<string>().as('n'))
  .executeTakeFirstOrThrow();
if (Number(games) < TARGET_GAMES) throw new Error(`the catalogue has ${games} games, fewer than ${TARGET_GAMES}`);
const seededIn = Date.now() - seeding;

const app = await buildApp(testConfig(), { database });
app.get('/bench/empty', async () => ({ success: true, value: null, message: '' }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const headers = { merchant: 'FORTUNA', language: 'en', device: 'web', 'content-type': 'application/json' };

type Figures = { rps: number; p50: number; p99: number; total: number };

/** Runs autocannon against one request shape; `body` is called per request so pages and words vary. */
async function measure(path: string, duration: number, body?: () => Record<string, unknown>): Promise<Figures> {
  const result = await autocannon({
    url: `${url}${path}`,
    connections,
    duration,
    headers,
    requests: [
      body ? { method: 'POST', path, setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }) } : { method: 'GET', path },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total };
}

// Load-generator randomness only (which page, which word): nothing here is a game outcome.
const lobby = () => ({
  clientType: 3,
  platform: 'html5-desktop',
  gameType: 'RNG',
  gameClassify: 'SLOTS',
  pageNo: 1 + Math.floor(Math.random() * 20),
  pageSize: 18,
});
const WORDS = ['dragon', 'golden', 'fortune', 'tiger', 'lucky', 'jade', 'moon', 'treasure'];
const search = () => ({
  clientType: 3,
  platform: 'html5-desktop',
  gameType: 'RNG',
  gameName: ` ${WORDS[Math.floor(Math.random() * WORDS.length)]} `,
  pageNo: 1,
});

// Warm every path (JIT, the catalogue snapshot, lobby totals), then measure one after another.
await measure('/bench/empty', 2);
await measure('/wps/relay/GCSGAME_gameList', 2, lobby);
await measure('/wps/relay/GCSGAME_gameList', 2, search);
const empty = await measure('/bench/empty', seconds);
const lobbyFigures = await measure('/wps/relay/GCSGAME_gameList', seconds, lobby);
const searchFigures = await measure('/wps/relay/GCSGAME_gameList', seconds, search);

const row = (name: string, r: Figures) =>
  `${name.padEnd(40)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   (${r.total} requests)`;
console.log(
  `database: ${database.kind}; ${games} games (seeded in ${(seededIn / 1000).toFixed(1)} s); ${connections} connections, ${seconds} s each, node ${process.version}`,
);
console.log(row('GET /bench/empty', empty));
console.log(row('gameList lobby (RNG + SLOTS, page 1-20)', lobbyFigures));
console.log(row('gameList search (RNG + name)', searchFigures));
console.log(
  `ratio lobby / empty: ${(lobbyFigures.rps / empty.rps).toFixed(3)}; search / empty: ${(searchFigures.rps / empty.rps).toFixed(3)}`,
);

await app.close();
await database.close();
