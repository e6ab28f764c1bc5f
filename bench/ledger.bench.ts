/**
 * Ledger posts per second over HTTP on the real PostgreSQL server (16 concurrent clients, each
 * round a debit and a credit of the member's main wallet: a transfer into a vendor wallet and
 * back), and in the same run `pgbench -N` transactions per second on the same server, and their
 * ratio (BENCH_ROUNDS alternating rounds, default 3; the median ratio is the figure). The portal runs as BENCH_PROCESSES processes of main.ts (default 1; with more, the clients
 * are split among them — on a 2-core machine two processes halve the batches and lose), as it is
 * deployed: stateless processes on one PostgreSQL.
 * Also printed, to tell where the time goes: the CPU per post of the portal, of PostgreSQL and of
 * the load generator, and how busy the machine was (the ledger runs are bound by latency when it
 * is not).
 * Needs DATABASE_URL (a server the bench may create databases on) and pgbench on PATH.
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:ledger -w bench
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createTestDatabase, fund, httpClient, startServerProcess } from '../apps/server/src/testing/index';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('the ledger bench measures the real PostgreSQL server: set DATABASE_URL');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const clients = Number(process.env.BENCH_CONNECTIONS ?? 16);
const processes = Number(process.env.BENCH_PROCESSES ?? 1);
const roundCount = Number(process.env.BENCH_ROUNDS ?? 3);

const database = await createTestDatabase({ seeded: true });
await database.db.updateTable('merchant').set({ login_limit_per_ip: 1_000_000_000, login_limit_per_account: 1_000_000_000 }).execute();

// The portal runs as it does in production: processes of main.ts on the bench's database, while
// this process is the load, as pgbench is its own process beside the server.
const servers = await Promise.all(
  Array.from({ length: processes }, () =>
    startServerProcess({
      databaseUrl: database.url as string,
      env: { LOG_REQUESTS: 'false' },
      nodeArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/fortuna-prof'] : [],
    }),
  ),
);
const http = httpClient((servers[0] as (typeof servers)[number]).url, { merchant: 'FORTUNA' });

const { hashPassword } = await import('../apps/server/src/modules/auth/password');
const hash = await hashPassword('Bench1234');
const tokens: string[] = [];
for (let i = 0; i < clients; i++) {
  const username = `bench${String(i).padStart(3, '0')}`;
  const row = await database.db
    .insertInto('member')
    .values({ merchant_id: 1, username, nickname: username, type: 0, password_hash: hash })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db.insertInto('member_closure').values({ ancestor_id: row.id, descendant_id: row.id, depth: 0 }).execute();
  await fund(database.db, username, 100_000_000n);
  const reply = await http.encrypted('POST', '/wps/session/login', { type: 'username', username, password: 'Bench1234' });
  tokens.push(reply.body.value.token as string);
}

/** Each connection is one member playing rounds: a debit of the main wallet (into REFX, the transfer-wallet vendor) and a credit back. */
async function runLedger(duration: number, tag: string): Promise<{ posts: number; failures: number }> {
  let connection = 0;
  let sequence = 0;
  let posts = 0;
  let failures = 0;
  const headers = { 'content-type': 'application/json', merchant: 'FORTUNA' };
  const leg = (from: string, to: string) => ({
    method: 'POST' as const,
    path: '/wps/relay/GCS_walletTransfer',
    setupRequest: (req: autocannon.Request, state: object) => {
      const context = state as { token?: string };
      // autocannon may start a connection's context afresh each time it cycles through the
      // requests, so request ids come from one counter of the run, never from the context.
      context.token ??= tokens[connection++ % tokens.length];
      const requestId = `${tag}-${++sequence}`;
      return {
        ...req,
        headers: { ...headers, authorization: context.token ?? '' },
        body: JSON.stringify({ from, to, amount: '1', requestId }),
      };
    },
    onResponse: (status: number, body: string) => {
      status === 200 && body.includes('"success":true') ? posts++ : failures++;
    },
  });
  // One autocannon per portal process, the clients split evenly (each member stays on one process).
  await Promise.all(
    servers.map((server, i) =>
      autocannon({
        url: server.url,
        connections: Math.floor(clients / processes) + (i < clients % processes ? 1 : 0),
        duration,
        requests: [leg('MAIN', 'REFX'), leg('REFX', 'MAIN')],
      }),
    ),
  );
  return { posts, failures };
}

await runLedger(2, `w${Date.now()}`); // warm up
// pgbench -i ends with VACUUM ANALYZE of its tables; so does the bench's freshly seeded database,
// or autovacuum would do it in the middle of the first round.
await sql`VACUUM ANALYZE`.execute(database.db);
const commits = async () => {
  await new Promise((r) => setTimeout(r, 1_500)); // PostgreSQL flushes its counters about once a second
  const row = await sql<{ n: string }>`SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = current_database()`.execute(
    database.db,
  );
  return Number(row.rows[0]?.n ?? 0);
};
/** CPU seconds the portal processes have used so far (Linux /proc; user + system). */
const serverCpu = () => {
  let user = 0;
  let system = 0;
  for (const server of servers) {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    user += Number(fields[11]) / 100;
    system += Number(fields[12]) / 100;
  }
  return { user, system };
};

/** CPU seconds all PostgreSQL processes of this machine have used so far (backends come and go: a run's figure counts those alive at its end). */
const postgresCpu = () => {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1]?.split(' ') ?? [];
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
};
/** Busy CPU seconds of the whole machine so far (/proc/stat: all but idle and iowait). */
const machineBusy = () => {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const all = fields.reduce((a, b) => a + b, 0);
  return (all - (fields[3] ?? 0) - (fields[4] ?? 0)) / 100;
};

/** One ledger run, checked: every answered post moved money exactly once. */
async function measureLedger(round: number) {
  const tag = `m${Date.now()}r${round}`;
  const commitsBefore = await commits();
  const cpuBefore = serverCpu();
  const dbBefore = postgresCpu();
  const busyBefore = machineBusy();
  const benchBefore = process.cpuUsage();
  const run = await runLedger(seconds, tag);
  const cpuAfter = serverCpu();
  const dbCpu = postgresCpu() - dbBefore;
  const busy = machineBusy() - busyBefore;
  const benchUsage = process.cpuUsage(benchBefore);
  const moved = await sql<{ n: string }>`SELECT count(*)::text AS n FROM ledger_transaction WHERE reference LIKE ${`${tag}-%`}`.execute(
    database.db,
  );
  // Posts cut off by the end of the run may commit unanswered: at most one per client.
  const movedCount = Number(moved.rows[0]?.n);
  if (movedCount < run.posts || movedCount > run.posts + clients)
    throw new Error(`${run.posts} answered posts but ${moved.rows[0]?.n} ledger transactions`);
  return {
    ...run,
    tps: run.posts / seconds,
    cpuUser: cpuAfter.user - cpuBefore.user,
    cpuSystem: cpuAfter.system - cpuBefore.system,
    dbCpu,
    busy,
    loadCpu: (benchUsage.user + benchUsage.system) / 1e6,
    commits: (await commits()) - commitsBefore,
  };
}

// pgbench on a scratch database of the same server, same client count, same length.
const admin = new URL(url);
const scratch = `fortuna_pgbench_${process.pid}`;
const pgArgs = ['-h', admin.hostname, '-p', admin.port || '5432', '-U', decodeURIComponent(admin.username || 'postgres')];
execFileSync('psql', [...pgArgs, '-d', 'postgres', '-qc', `CREATE DATABASE ${scratch}`]);
const pgbench = () => {
  const dbBefore = postgresCpu();
  const busyBefore = machineBusy();
  const out = execFileSync('pgbench', [...pgArgs, '-N', '-c', String(clients), '-j', '2', '-T', String(seconds), scratch], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
  return { tps, dbCpu: postgresCpu() - dbBefore, busy: machineBusy() - busyBefore };
};

// The machines here are shared and noisy: the two are measured in alternating rounds, each ledger
// run beside the pgbench run that follows it, and the median ratio is the figure.
const rounds: { ledger: Awaited<ReturnType<typeof measureLedger>>; pgbenchTps: number; pgbenchDbCpu: number; pgbenchBusy: number }[] = [];
console.log(`PostgreSQL ${admin.host}; ${clients} clients; ${processes} portal processes; ${seconds} s each; node ${process.version}`);
try {
  execFileSync('pgbench', [...pgArgs, '-i', '-s', '1', '-q', scratch], { stdio: 'ignore' });
  for (let round = 1; round <= roundCount; round++) {
    const ledger = await measureLedger(round);
    const bench = pgbench();
    const pgbenchTps = bench.tps;
    rounds.push({ ledger, pgbenchTps, pgbenchDbCpu: bench.dbCpu, pgbenchBusy: bench.busy });
    console.log(
      `round ${round}: ledger ${ledger.tps.toFixed(0).padStart(5)} posts/s (${ledger.posts} posts, ${ledger.failures} failed)` +
        `   pgbench -N ${pgbenchTps.toFixed(0).padStart(5)} tps   ratio ${(ledger.tps / pgbenchTps).toFixed(3)}`,
    );
  }
} finally {
  execFileSync('psql', [...pgArgs, '-d', 'postgres', '-qc', `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`]);
}
await Promise.all(servers.map((server) => server.stop()));

const cores = availableParallelism();
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const posts = rounds.reduce((n, r) => n + r.ledger.posts, 0);
const perPost = (total: number) => ((total / Math.max(posts, 1)) * 1e6).toFixed(0);
const sum = (pick: (r: (typeof rounds)[number]) => number) => rounds.reduce((n, r) => n + pick(r), 0);
console.log(
  `ledger posts over HTTP  ${median(rounds.map((r) => r.ledger.tps))
    .toFixed(0)
    .padStart(7)} posts/s (median of ${rounds.length})`,
);
console.log(`portal CPU per post: ${perPost(sum((r) => r.ledger.cpuUser))} µs user + ${perPost(sum((r) => r.ledger.cpuSystem))} µs system`);
console.log(
  `PostgreSQL processes' CPU (with the kernel's network work charged to them) per post: ${perPost(sum((r) => r.ledger.dbCpu))} µs; per pgbench transaction: ${(
    (sum((r) => r.pgbenchDbCpu) /
      Math.max(
        sum((r) => r.pgbenchTps * seconds),
        1,
      )) *
      1e6
  ).toFixed(0)} µs`,
);
console.log(`load generator CPU per post: ${perPost(sum((r) => r.ledger.loadCpu))} µs`);
console.log(
  `machine busy: ${((sum((r) => r.ledger.busy) / (rounds.length * seconds * cores)) * 100).toFixed(0)}% of ${cores} cores during the ledger runs, ${(
    (sum((r) => r.pgbenchBusy) / (rounds.length * seconds * cores)) * 100
  ).toFixed(0)}% during pgbench`,
);
console.log(`database commits per post: ${(sum((r) => r.ledger.commits) / Math.max(posts, 1)).toFixed(2)} (group commit; lookups batched)`);
console.log(
  `pgbench -N              ${median(rounds.map((r) => r.pgbenchTps))
    .toFixed(0)
    .padStart(7)} tps (median of ${rounds.length})`,
);
console.log(`ratio ledger / pgbench: ${median(rounds.map((r) => r.ledger.tps / r.pgbenchTps)).toFixed(3)} (median of the rounds' ratios)`);

await database.close();
