/**
 * Ledger posts per second over HTTP on the real PostgreSQL server (16 concurrent clients, each
 * round a debit and a credit of the member's main wallet: a transfer into a vendor wallet and
 * back), and in the same run `pgbench -N` transactions per second on the same server, and their
 * ratio. Needs DATABASE_URL (a server the bench may create databases on) and pgbench on PATH.
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:ledger -w bench
 */
import { execFileSync } from 'node:child_process';
import { buildApp } from '../apps/server/src/app';
import { createTestDatabase, fund, httpClient, testConfig } from '../apps/server/src/testing/index';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('the ledger bench measures the real PostgreSQL server: set DATABASE_URL');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const clients = Number(process.env.BENCH_CONNECTIONS ?? 16);

const database = await createTestDatabase({ seeded: true });
await database.db.updateTable('merchant').set({ login_limit_per_ip: 1_000_000_000, login_limit_per_account: 1_000_000_000 }).execute();
const app = await buildApp(testConfig({ databaseUrl: database.url }), { database });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const http = httpClient(base, { merchant: 'FORTUNA' });

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

async function runLedger(duration: number): Promise<{ posts: number; failures: number }> {
  const until = Date.now() + duration * 1000;
  let posts = 0;
  let failures = 0;
  await Promise.all(
    tokens.map(async (token, i) => {
      const auth = { authorization: token };
      for (let n = 0; Date.now() < until; n++) {
        const debit = await http.post(
          '/wps/relay/GCS_walletTransfer',
          { from: 'MAIN', to: 'PT', amount: '1', requestId: `b${i}-${n}-in-${until}` },
          auth,
        );
        const credit = await http.post(
          '/wps/relay/GCS_walletTransfer',
          { from: 'PT', to: 'MAIN', amount: '1', requestId: `b${i}-${n}-out-${until}` },
          auth,
        );
        for (const r of [debit, credit]) r.body.success ? posts++ : failures++;
      }
    }),
  );
  return { posts, failures };
}

await runLedger(2); // warm up
const ledger = await runLedger(seconds);
const ledgerTps = ledger.posts / seconds;

// pgbench on a scratch database of the same server, same client count, same length.
const admin = new URL(url);
const scratch = `fortuna_pgbench_${process.pid}`;
const pgArgs = ['-h', admin.hostname, '-p', admin.port || '5432', '-U', decodeURIComponent(admin.username || 'postgres')];
execFileSync('psql', [...pgArgs, '-d', 'postgres', '-qc', `CREATE DATABASE ${scratch}`]);
let pgbenchTps = 0;
try {
  execFileSync('pgbench', [...pgArgs, '-i', '-s', '1', '-q', scratch], { stdio: 'ignore' });
  const out = execFileSync('pgbench', [...pgArgs, '-N', '-c', String(clients), '-j', '2', '-T', String(seconds), scratch], {
    encoding: 'utf8',
  });
  pgbenchTps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
} finally {
  execFileSync('psql', [...pgArgs, '-d', 'postgres', '-qc', `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`]);
}

console.log(`PostgreSQL ${admin.host}; ${clients} clients; ${seconds} s each; node ${process.version}`);
console.log(`ledger posts over HTTP  ${ledgerTps.toFixed(0).padStart(7)} posts/s   (${ledger.posts} posts, ${ledger.failures} failed)`);
console.log(`pgbench -N              ${pgbenchTps.toFixed(0).padStart(7)} tps`);
console.log(`ratio ledger / pgbench: ${(ledgerTps / pgbenchTps).toFixed(3)}`);

await app.close();
await database.close();
