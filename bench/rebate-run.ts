/**
 * The daily rebate run (issue 19 item 7) on the real PostgreSQL server: on a fresh migrated and
 * demo-seeded database, 100,000 members with 1,000,000 settled bets in the last closed business
 * day (written set-based as their quarter-hour rollups, not timed), then the run of that day timed
 * end to end (apps/server/src/modules/rebate/rebate-run.ts `runDay`: batches of 10,000 members, one
 * set-based query, one bonus insert and one ledger batch each) and checked (records, bonuses and
 * ledger agree with its total). The data set and the checks are apps/server/src/testing/rebate-bench.ts,
 * which a vitest also runs at 200 members. Aim: under 10 s.
 * Usage: DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench:rebate-run
 * BENCH_MEMBERS (default 100,000), BENCH_BETS (1,000,000). Prints the machine's load average: the
 * figures are only as quiet as the machine.
 */
import os from 'node:os';
import { createTestDatabase } from '../apps/server/src/testing/index';
import { runRebateBench } from '../apps/server/src/testing/rebate-bench';

if (!process.env.DATABASE_URL) throw new Error('the rebate bench measures the real PostgreSQL server: set DATABASE_URL');
const members = Number(process.env.BENCH_MEMBERS ?? 100_000);
const bets = Number(process.env.BENCH_BETS ?? 1_000_000);
const fmt = (n: number | bigint) => n.toLocaleString('en');
const money = (minor: bigint) => `${fmt(minor / 100n)}.${String(minor % 100n).padStart(2, '0')}`;
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

const database = await createTestDatabase({ seeded: true });
try {
  console.log(
    `PostgreSQL ${new URL(process.env.DATABASE_URL).host}; node ${process.version}; ${os.cpus().length} cores; load average ${load()}`,
  );
  const r = await runRebateBench(database.db, { members, bets });
  console.log(
    `data set (not timed, ${r.setupSeconds.toFixed(1)} s): ${fmt(r.members)} members, ${fmt(r.bets)} settled bets in ${r.day} ` +
      `(${fmt(r.rollupRows)} quarter-hour rollup rows)`,
  );
  console.log(
    `daily rebate run of ${r.day}: ${fmt(r.paidMembers)} members paid, total ${money(r.totalPaid)} MMK, ` +
      `${r.seconds.toFixed(2)} s, ${fmt(Math.round(r.postsPerSecond))} posts/s; load average ${load()}`,
  );
  const parts = [...r.spent].sort((a, b) => b[1] - a[1]).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)} s`);
  console.log(`where the run's time went: ${parts.join(', ')}`);
  const phases = [...r.phases].map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)} s`);
  console.log(`by phase (in a batch's order): ${phases.join(', ')}`);
} finally {
  await database.close();
}
