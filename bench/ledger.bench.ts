/**
 * The ledger's two figures of issue 24 item 4, each beside its target, in one run on the real
 * PostgreSQL server (a fresh database made for the run, dropped at its end):
 *
 * 1. Wallet transfers per second over HTTP against `pgbench -N` on the same server (target ≥ 1.0).
 *    BENCH_CONNECTIONS clients (default 16, pgbench gets as many), each a member playing rounds
 *    of a debit and a credit of their main wallet (a transfer into REFX, the transfer-wallet
 *    vendor, and back), on a session the portal remembers (one guarded post, one round trip).
 *    The portal runs as BENCH_PROCESSES processes of main.ts (default 1; with more, the clients
 *    are split among them), as it is deployed: stateless processes on one PostgreSQL, with their
 *    tick loops running.
 * 2. A hot account: the same number of members each paying ONE house account (a game's house,
 *    `game_house:BENCH`: a debit of their main wallet into it and a credit back), against the
 *    uncontended rate — the same members and posts, each into their own vendor wallet — through
 *    the group committer every portal process uses (ledger/group-commit.ts), in this process
 *    (target ≥ 0.7). After the run, the house balance must equal the sum of its entries and the
 *    merchant's accounts must sum to zero.
 *
 * The machines here are shared and noisy: both figures are measured in BENCH_ROUNDS rounds
 * (default 3), each the baseline for half the time, the measured case for the whole, the baseline
 * again for the other half, so each ratio is against the baseline around it; the figure is the
 * median of the rounds' ratios. Also printed, to tell where the time goes: the CPU per post of the portal, of PostgreSQL
 * and of the load generator, how busy the machine was, and the database commits per post.
 *
 * BENCH_SIZE=tiny is a smoke run (4 clients, 1 s, one round) that only shows the bench still runs.
 * Needs DATABASE_URL (a server the bench may create databases on) and pgbench on PATH.
 * Usage: DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench:ledger -w bench
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT, memberAccountId } from '../apps/server/src/ledger/accounts';
import { createGroupCommit } from '../apps/server/src/ledger/group-commit';
import { createTestDatabase, fund, httpClient, startServerProcess } from '../apps/server/src/testing/index';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('the ledger bench measures the real PostgreSQL server: set DATABASE_URL');
const tiny = process.env.BENCH_SIZE === 'tiny';
const seconds = Number(process.env.BENCH_SECONDS ?? (tiny ? 1 : 10));
const clients = Number(process.env.BENCH_CONNECTIONS ?? (tiny ? 4 : 16));
const processes = Number(process.env.BENCH_PROCESSES ?? 1);
const roundCount = Number(process.env.BENCH_ROUNDS ?? (tiny ? 1 : 3));
const TRANSFER_TARGET = 1.0;
const HOT_TARGET = 0.7;

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
/** Each bench member's main and REFX wallet accounts (the hot-account part posts between them and the house). */
const wallets: { main: number; vendor: number }[] = [];
const merchant = await database.db.selectFrom('merchant').select(['id', 'currency_code']).where('id', '=', 1).executeTakeFirstOrThrow();
for (let i = 0; i < clients; i++) {
  const username = `bench${String(i).padStart(3, '0')}`;
  const row = await database.db
    .insertInto('member')
    .values({ merchant_id: merchant.id, username, nickname: username, type: 0, password_hash: hash })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db.insertInto('member_closure').values({ ancestor_id: row.id, descendant_id: row.id, depth: 0 }).execute();
  await fund(database.db, username, 100_000_000n);
  const reply = await http.encrypted('POST', '/wps/session/login', { type: 'username', username, password: 'Bench1234' });
  tokens.push(reply.body.value.token as string);
  wallets.push({
    main: await memberAccountId(database.db, merchant.id, row.id, MEMBER_ACCOUNT.main, merchant.currency_code),
    vendor: await memberAccountId(database.db, merchant.id, row.id, MEMBER_ACCOUNT.vendor('REFX'), merchant.currency_code),
  });
}
const house = await houseAccountId(database.db, merchant.id, HOUSE_ACCOUNT.gameHouse('BENCH'), merchant.currency_code);

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

await runLedger(tiny ? 1 : 2, `w${Date.now()}`); // warm up
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
/** One pgbench -N run of `duration` seconds; pgbench prints whole seconds only, so a half round is rounded up. */
const pgbench = (duration: number) => {
  const dbBefore = postgresCpu();
  const busyBefore = machineBusy();
  const out = execFileSync('pgbench', [...pgArgs, '-N', '-c', String(clients), '-j', '2', '-T', String(duration), scratch], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
  return { tps, transactions: tps * duration, dbCpu: postgresCpu() - dbBefore, busy: machineBusy() - busyBefore };
};

// The machines here are shared and noisy: each round is pgbench for half the time, the ledger for
// the whole, and pgbench for the other half, so the ledger run is compared with the pgbench rate
// around it; the figure is the median of the rounds' ratios.
const half = Math.max(1, Math.ceil(seconds / 2));
const rounds: {
  ledger: Awaited<ReturnType<typeof measureLedger>>;
  pgbenchTps: number;
  pgbenchTransactions: number;
  pgbenchDbCpu: number;
  pgbenchBusy: number;
}[] = [];
console.log(`PostgreSQL ${admin.host}; ${clients} clients; ${processes} portal processes; ${seconds} s each; node ${process.version}`);
try {
  execFileSync('pgbench', [...pgArgs, '-i', '-s', '1', '-q', scratch], { stdio: 'ignore' });
  for (let round = 1; round <= roundCount; round++) {
    const before = pgbench(half);
    const ledger = await measureLedger(round);
    const after = pgbench(half);
    const pgbenchTps = (before.tps + after.tps) / 2;
    rounds.push({
      ledger,
      pgbenchTps,
      pgbenchTransactions: before.transactions + after.transactions,
      pgbenchDbCpu: before.dbCpu + after.dbCpu,
      pgbenchBusy: before.busy + after.busy,
    });
    console.log(
      `round ${round}: wallet transfers over HTTP ${ledger.tps.toFixed(0).padStart(5)} posts/s (${ledger.posts} posts, ${ledger.failures} failed)` +
        `   pgbench -N ${pgbenchTps.toFixed(0).padStart(5)} tps (${before.tps.toFixed(0)} before, ${after.tps.toFixed(0)} after)   ratio ${(ledger.tps / pgbenchTps).toFixed(3)}`,
    );
  }
} finally {
  execFileSync('psql', [...pgArgs, '-d', 'postgres', '-qc', `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`]);
}
await Promise.all(servers.map((server) => server.stop()));

/**
 * One run of the hot-account part: every bench member posts in a closed loop through one group
 * committer (as a portal process does), a debit of their main wallet and a credit back, into the
 * house account (`hot`) or into their own vendor wallet (uncontended). Checked: every post committed.
 */
async function measurePosts(hot: boolean, round: number, duration: number): Promise<number> {
  const ledger = createGroupCommit(database.db);
  const tag = `${hot ? 'hot' : 'own'}${Date.now()}r${round}`;
  let posts = 0;
  let sequence = 0;
  const end = Date.now() + duration * 1000;
  await Promise.all(
    wallets.map(async (wallet) => {
      const other = hot ? house : wallet.vendor;
      for (let amount = 1n; Date.now() < end; amount = -amount) {
        const reference = `${tag}-${++sequence}`;
        await ledger.post({
          merchantId: merchant.id,
          idempotencyKey: reference,
          kind: hot ? 'bet' : 'vendor_transfer',
          reference,
          entries: [
            { accountId: wallet.main, amount: -amount },
            { accountId: other, amount },
          ],
        });
        posts++;
      }
    }),
  );
  const moved = await sql<{ n: string }>`SELECT count(*)::text AS n FROM ledger_transaction WHERE reference LIKE ${`${tag}-%`}`.execute(
    database.db,
  );
  if (Number(moved.rows[0]?.n) !== posts) throw new Error(`${posts} posts but ${moved.rows[0]?.n} ledger transactions`);
  return posts / duration;
}

// As above: each round is the uncontended posts for half the time, the hot account for the whole, the uncontended again.
const hotRounds: { uncontended: number; hot: number }[] = [];
for (let round = 1; round <= roundCount; round++) {
  const before = await measurePosts(false, round, seconds / 2);
  const hot = await measurePosts(true, round, seconds);
  const after = await measurePosts(false, round + 0.5, seconds / 2);
  const uncontended = (before + after) / 2;
  hotRounds.push({ uncontended, hot });
  console.log(
    `round ${round}: ${clients} members paying one house account ${hot.toFixed(0).padStart(5)} posts/s` +
      `   each their own wallet ${uncontended.toFixed(0).padStart(5)} posts/s (${before.toFixed(0)} before, ${after.toFixed(0)} after)   ratio ${(hot / uncontended).toFixed(3)}`,
  );
}
// The hot account after the runs: its balance is the sum of its entries, and the merchant's books balance.
const books = await sql<{ balance: string; entries: string; total: string }>`
  SELECT (SELECT balance FROM ledger_account WHERE id = ${house})::text AS balance,
         (SELECT coalesce(sum(amount), 0) FROM ledger_entry WHERE account_id = ${house})::text AS entries,
         (SELECT sum(balance) FROM ledger_account WHERE merchant_id = ${merchant.id})::text AS total`.execute(database.db);
const book = books.rows[0];
if (!book || book.balance !== book.entries || book.total !== '0') throw new Error(`the books do not balance: ${JSON.stringify(book)}`);

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
        sum((r) => r.pgbenchTransactions),
        1,
      )) *
      1e6
  ).toFixed(0)} µs`,
);
console.log(`load generator CPU per post: ${perPost(sum((r) => r.ledger.loadCpu))} µs`);
console.log(
  `machine busy: ${((sum((r) => r.ledger.busy) / (rounds.length * seconds * cores)) * 100).toFixed(0)}% of ${cores} cores during the ledger runs, ${(
    (sum((r) => r.pgbenchBusy) / (rounds.length * 2 * half * cores)) * 100
  ).toFixed(0)}% during pgbench`,
);
console.log(`database commits per post: ${(sum((r) => r.ledger.commits) / Math.max(posts, 1)).toFixed(2)} (group commit; lookups batched)`);
console.log(
  `pgbench -N              ${median(rounds.map((r) => r.pgbenchTps))
    .toFixed(0)
    .padStart(7)} tps (median of ${rounds.length})`,
);
const transferRatio = median(rounds.map((r) => r.ledger.tps / r.pgbenchTps));
const hotRatio = median(hotRounds.map((r) => r.hot / r.uncontended));
console.log(
  `hot account             ${median(hotRounds.map((r) => r.hot))
    .toFixed(0)
    .padStart(
      7,
    )} posts/s, uncontended ${median(hotRounds.map((r) => r.uncontended)).toFixed(0)} posts/s (medians of ${hotRounds.length}); house balance = its entries, books sum to 0`,
);
console.log(
  `wallet transfers over HTTP / pgbench -N: ${transferRatio.toFixed(3)} (target ≥ ${TRANSFER_TARGET.toFixed(1)}: ${transferRatio >= TRANSFER_TARGET ? 'met' : 'NOT met'}; median of the rounds' ratios)`,
);
console.log(
  `hot account / uncontended posts: ${hotRatio.toFixed(3)} (target ≥ ${HOT_TARGET.toFixed(1)}: ${hotRatio >= HOT_TARGET ? 'met' : 'NOT met'}; median of the rounds' ratios)`,
);

await database.close();
