/**
 * In-house instant games under load: Dice rounds per second over HTTP (`POST /wps/originals/dice/bet`,
 * each round a debit and a credit through the provider wallet protocol) on the real PostgreSQL
 * server, with BENCH_CONNECTIONS concurrent clients (default 32) spread over BENCH_MEMBERS funded
 * members (default 64, at least the client count), and in the same run the ledger's posts per second
 * (`/wps/relay/GCS_walletTransfer`, as bench/ledger.bench.ts measures them) with the same clients,
 * in alternating rounds (BENCH_ROUNDS, default 3). Prints rounds/s, posts/s and their ratio (median
 * of the rounds' ratios). Every answered round is checked against the database afterwards: one
 * settled round, one debit and one credit each.
 *
 * BENCH_SMALL=1: 4 members, 4 clients, 1 round of 1 s each — a few seconds, to check it runs.
 * Needs DATABASE_URL (a server the bench may create a fresh database on).
 * Usage: DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench:instant-games
 */
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createTestDatabase, fund, httpClient, startServerProcess } from '../apps/server/src/testing/index';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('the instant-games bench measures the real PostgreSQL server: set DATABASE_URL');
const small = process.env.BENCH_SMALL === '1';
const seconds = Number(process.env.BENCH_SECONDS ?? (small ? 1 : 10));
const clients = Number(process.env.BENCH_CONNECTIONS ?? (small ? 4 : 32));
const memberCount = Math.max(clients, Number(process.env.BENCH_MEMBERS ?? (small ? 4 : 64)));
const roundCount = Number(process.env.BENCH_ROUNDS ?? (small ? 1 : 3));

const database = await createTestDatabase({ seeded: true });
await database.db.updateTable('merchant').set({ login_limit_per_ip: 1_000_000_000, login_limit_per_account: 1_000_000_000 }).execute();
const server = await startServerProcess({ databaseUrl: database.url as string, env: { LOG_REQUESTS: 'false' } });
const http = httpClient(server.url, { merchant: 'FORTUNA' });

const { hashPassword } = await import('../apps/server/src/modules/auth/password');
const hash = await hashPassword('Bench1234');
const tokens: string[] = [];
for (let i = 0; i < memberCount; i++) {
  const username = `dice${String(i).padStart(3, '0')}`;
  const row = await database.db
    .insertInto('member')
    .values({ merchant_id: 1, username, nickname: username, type: 0, password_hash: hash })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db.insertInto('member_closure').values({ ancestor_id: row.id, descendant_id: row.id, depth: 0 }).execute();
  await fund(database.db, username, 100_000_000n);
  const reply = await http.encrypted('POST', '/wps/session/login', { type: 'username', username, password: 'Bench1234' });
  const token = reply.body.value?.token as string | undefined;
  if (!token) throw new Error(`login of ${username} failed: ${JSON.stringify(reply.body)}`);
  tokens.push(token);
}
const headers = { 'content-type': 'application/json', merchant: 'FORTUNA' };
// Opens each member's provider session (and seed pair) once, as the game page's first call does.
for (const token of tokens) {
  const reply = await fetch(`${server.url}/wps/originals/dice/state`, { headers: { ...headers, authorization: token } });
  if (reply.status !== 200) throw new Error(`dice state: ${reply.status} ${await reply.text()}`);
}

type Run = { done: number; failures: number; firstFailure?: string };

/** Runs `requests` on `clients` connections for `duration` s; each connection plays as one member (members beyond the clients take turns). */
async function run(duration: number, tag: string, kind: 'dice' | 'ledger'): Promise<Run> {
  let connection = 0;
  let sequence = 0;
  const result: Run = { done: 0, failures: 0 };
  const request = (path: string, body: (requestId: string) => object) => ({
    method: 'POST' as const,
    path,
    setupRequest: (req: autocannon.Request, state: object) => {
      const context = state as { token?: string };
      context.token ??= tokens[connection++ % tokens.length];
      return { ...req, headers: { ...headers, authorization: context.token ?? '' }, body: JSON.stringify(body(`${tag}-${++sequence}`)) };
    },
    onResponse: (status: number, text: string) => {
      if (status === 200 && (kind === 'dice' || text.includes('"success":true'))) result.done++;
      else {
        result.failures++;
        result.firstFailure ??= `${status} ${text.slice(0, 200)}`;
      }
    },
  });
  const requests =
    kind === 'dice'
      ? [request('/wps/originals/dice/bet', (requestId) => ({ requestId, amount: '1.00', params: { target: 5000, side: 'under' } }))]
      : [
          request('/wps/relay/GCS_walletTransfer', (requestId) => ({ from: 'MAIN', to: 'REFX', amount: '1', requestId })),
          request('/wps/relay/GCS_walletTransfer', (requestId) => ({ from: 'REFX', to: 'MAIN', amount: '1', requestId })),
        ];
  await autocannon({ url: server.url, connections: clients, duration, requests });
  return result;
}

/** Every answered Dice round of a run is one settled round with exactly one bet debit and one win credit. */
async function checkRounds(tag: string, answered: number): Promise<void> {
  const rows = await sql<{ rounds: string; settled: string }>`
    SELECT count(*)::text AS rounds, count(*) FILTER (WHERE status = 'settled')::text AS settled
    FROM instant_round WHERE request_id LIKE ${`${tag}-%`}`.execute(database.db);
  const rounds = Number(rows.rows[0]?.rounds);
  const settled = Number(rows.rows[0]?.settled);
  // A round cut off by the end of the run may commit unanswered: at most one per client.
  if (settled < answered || rounds > answered + clients)
    throw new Error(`${answered} answered rounds but ${rounds} rows (${settled} settled)`);
  const moves = await sql<{ debits: string; credits: string }>`
    SELECT count(*) FILTER (WHERE t.kind = 'debit')::text AS debits, count(*) FILTER (WHERE t.kind = 'credit')::text AS credits
    FROM provider_transaction t JOIN instant_round r ON r.round_code = t.round_id AND r.member_id = t.member_id
    WHERE r.request_id LIKE ${`${tag}-%`} AND r.status = 'settled'`.execute(database.db);
  const debits = Number(moves.rows[0]?.debits);
  const credits = Number(moves.rows[0]?.credits);
  if (debits !== settled || credits !== settled) throw new Error(`${settled} settled rounds but ${debits} debits and ${credits} credits`);
}

await run(small ? 1 : 2, `warm-dice-${Date.now()}`, 'dice');
await run(small ? 1 : 2, `warm-ledger-${Date.now()}`, 'ledger');
await sql`VACUUM ANALYZE`.execute(database.db);

/** Transactions committed in the bench's database so far (PostgreSQL flushes the counters about once a second). */
const commits = async () => {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const row = await sql<{ n: string }>`SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = current_database()`.execute(
    database.db,
  );
  return Number(row.rows[0]?.n ?? 0);
};

console.log(`PostgreSQL ${new URL(url).host}; ${clients} clients; ${memberCount} members; ${seconds} s each; node ${process.version}`);
const rounds: { dice: number; posts: number; diceCommits: number; postCommits: number }[] = [];
for (let round = 1; round <= roundCount; round++) {
  const tag = `d${Date.now()}r${round}`;
  const before = await commits();
  const dice = await run(seconds, tag, 'dice');
  const afterDice = await commits();
  if (dice.failures) console.log(`  dice failures: ${dice.failures} (first: ${dice.firstFailure})`);
  await checkRounds(tag, dice.done);
  const beforeLedger = await commits();
  const ledger = await run(seconds, `l${Date.now()}r${round}`, 'ledger');
  const afterLedger = await commits();
  if (ledger.failures) console.log(`  ledger failures: ${ledger.failures} (first: ${ledger.firstFailure})`);
  // A run where nothing got through measures nothing: stop rather than print a meaningless ratio.
  if (dice.done === 0 || ledger.done === 0)
    throw new Error(`round ${round}: no ${dice.done === 0 ? 'dice round' : 'ledger post'} succeeded`);
  const entry = {
    dice: dice.done / seconds,
    posts: ledger.done / seconds,
    // The checks' own reads between the runs commit too: a handful, against hundreds of rounds.
    diceCommits: (afterDice - before) / Math.max(dice.done, 1),
    postCommits: (afterLedger - beforeLedger) / Math.max(ledger.done, 1),
  };
  rounds.push(entry);
  console.log(
    `round ${round}: dice ${entry.dice.toFixed(0).padStart(5)} rounds/s (${dice.done} rounds)   ledger ${entry.posts.toFixed(0).padStart(5)} posts/s   ratio ${(entry.dice / entry.posts).toFixed(3)}`,
  );
}
await server.stop();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
console.log(
  `dice rounds over HTTP  ${median(rounds.map((r) => r.dice))
    .toFixed(0)
    .padStart(7)} rounds/s (median of ${rounds.length})`,
);
console.log(
  `ledger posts over HTTP ${median(rounds.map((r) => r.posts))
    .toFixed(0)
    .padStart(7)} posts/s (median of ${rounds.length})`,
);
console.log(
  `database commits per dice round ${median(rounds.map((r) => r.diceCommits)).toFixed(2)}, per ledger post ${median(rounds.map((r) => r.postCommits)).toFixed(2)}`,
);
console.log(
  `ratio rounds / posts: ${median(rounds.map((r) => r.dice / r.posts)).toFixed(3)} (a round is a debit and a credit: two wallet calls)`,
);
await database.close();
