/**
 * The agents of issue #8 on the real PostgreSQL server: how long ONE real-time salary settlement
 * takes over a 100,000-member tree with 1,000,000 settled bets in its 5-minute slot, and the
 * latency of the team overview (GET /wps/agent/report/overview) for the top agent of that tree.
 *
 * Sets up (not timed; agent-tree-data.ts, set-based SQL) a fresh migrated and demo-seeded database:
 * the tree under a new top agent, the real-time salary contracts of the agents down to depth 3
 * (signed at the slot's start, an hour ago, so that slot is the only period due), the rounds
 * settled in the slot and their rollups. Then times the real runner (contract-settlement
 * settlement.service.ts settleDue, at the slot's end + the grace), printing where its time went
 * (its repository, ledger and notification calls, each wrapped with a timer), and checks what it
 * did: one run, the ledger balanced, every settlement row's amount posted to its agent. Then starts the portal
 * (src/main.ts in its own process over the same database, with its settlement scheduler off so
 * nothing else runs beside the requests), logs in as the top agent and times sequential overview
 * requests for the slot's business day and for the 7 days up to it.
 * Needs DATABASE_URL (a server the bench may create a database on). The machine's load average is
 * printed: the figures are only as quiet as the machine.
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:agents -w bench
 * BENCH_MEMBERS (default 100,000), BENCH_BETS (1,000,000), BENCH_REQUESTS (overview requests per range, 20),
 * BENCH_HISTORY_DAYS (0: with N, the tree's slot rollups of the N days before are added, one slot a
 * member a day, so the reports read a rollup table with history as in production).
 */
import os from 'node:os';
import { REALTIME_SLOT_MS } from '@fortuna/shared';
import { type RawBuilder, sql } from 'kysely';
import { postMany } from '../apps/server/src/ledger/post';
import { hashPassword } from '../apps/server/src/modules/auth/password';
import { createSettlementRepository } from '../apps/server/src/modules/contract-settlement/settlement.repository';
import { createContractSettlementService, SETTLEMENT_GRACE_MS } from '../apps/server/src/modules/contract-settlement/settlement.service';
import { createMemberEvents } from '../apps/server/src/realtime/member-events';
import { createTestDatabase, httpClient, startServerProcess } from '../apps/server/src/testing/index';
import { buildDataSet, CONTRACT_DEPTH, TOP_USERNAME } from './agent-tree-data';

if (!process.env.DATABASE_URL) throw new Error('the agents bench measures the real PostgreSQL server: set DATABASE_URL');
const memberCount = Number(process.env.BENCH_MEMBERS ?? 100_000);
const betCount = Number(process.env.BENCH_BETS ?? 1_000_000);
const requestCount = Number(process.env.BENCH_REQUESTS ?? 20);
const historyDays = Number(process.env.BENCH_HISTORY_DAYS ?? 0);
const PASSWORD = 'Bench1234';

const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const fmt = (n: number | bigint) => n.toLocaleString('en');
/** Minor units (2 places, MMK) as a decimal string. */
const money = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
const scalar = async (query: RawBuilder<{ v: string }>) => (await query.execute(database.db)).rows[0]?.v ?? '';

// The slot: the 5-minute slot that started an hour ago (whole slots, UTC-aligned).
const slotStart = new Date(Math.floor(Date.now() / REALTIME_SLOT_MS) * REALTIME_SLOT_MS - 12 * REALTIME_SLOT_MS);
const slotEnd = new Date(slotStart.getTime() + REALTIME_SLOT_MS);

const database = await createTestDatabase({ seeded: true });
const db = database.db;
try {
  console.log(
    `PostgreSQL ${new URL(process.env.DATABASE_URL).host}; node ${process.version}; ${os.cpus().length} cores; load average ${load()}`,
  );
  const setupStart = performance.now();
  const data = await buildDataSet(db, {
    members: memberCount,
    bets: betCount,
    slotStart,
    passwordHash: await hashPassword(PASSWORD),
    historyDays,
  });
  console.log(
    `data set (not timed, ${((performance.now() - setupStart) / 1000).toFixed(1)} s): ${fmt(data.members)} members under ${TOP_USERNAME}, ` +
      `${fmt(data.closureRows)} closure rows, ${fmt(data.contracts)} real-time salary contracts (agents to depth ${CONTRACT_DEPTH}), ` +
      `${fmt(data.bets)} settled bets (${money(data.betTotal)} MMK) in the slot ${slotStart.toISOString()}` +
      (historyDays > 0 ? `; slot rollups of the ${historyDays} days before added (${fmt(data.members * historyDays)} rows)` : ''),
  );

  // ---------------------------------------------------------------- one real-time salary settlement
  // The runner's own parts, each wrapped to add up where its time goes (nothing else changes).
  const spent = new Map<string, number>();
  const timed = <T extends object>(target: T, prefix: string): T =>
    new Proxy(target, {
      get(object, name) {
        const value = Reflect.get(object, name);
        if (typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          const t0 = performance.now();
          try {
            return await value.apply(object, args);
          } finally {
            const key = `${prefix}${String(name)}`;
            spent.set(key, (spent.get(key) ?? 0) + performance.now() - t0);
          }
        };
      },
    });
  const events = createMemberEvents();
  const runner = createContractSettlementService({
    db,
    repo: timed(createSettlementRepository(db), ''),
    events: timed(events, 'notification '),
    postMany: timed({ postMany }, 'ledger ').postMany,
  });
  const now = new Date(slotEnd.getTime() + SETTLEMENT_GRACE_MS + 1_000);
  const loadBefore = load();
  const start = performance.now();
  const report = await runner.settleDue(now);
  const seconds = (performance.now() - start) / 1000;
  if (report.runs !== 1) throw new Error(`expected one settlement run, got ${report.runs}`);

  // What it did, checked against the ledger.
  const run = await db
    .selectFrom('contract_settlement_run')
    .selectAll()
    .where('kind', '=', 'realtime_salary')
    .where('period_start', '=', slotStart)
    .executeTakeFirstOrThrow();
  const { rows: settled } = await sql<{ rows: string; paid_rows: string; amount: string; mismatched: string }>`
    SELECT count(*)::text AS rows, count(*) FILTER (WHERE s.amount > 0)::text AS paid_rows, coalesce(sum(s.amount), 0)::text AS amount,
           count(*) FILTER (WHERE (s.amount > 0) IS DISTINCT FROM (s.ledger_transaction_id IS NOT NULL)
                              OR (s.amount > 0 AND e.amount IS DISTINCT FROM s.amount))::text AS mismatched
      FROM contract_settlement s
      LEFT JOIN ledger_account a ON a.owner = 'member' AND a.member_id = s.agent_id AND a.kind = 'main'
      LEFT JOIN ledger_entry e ON e.transaction_id = s.ledger_transaction_id AND e.account_id = a.id
     WHERE s.kind = 'realtime_salary' AND s.period_start = ${slotStart}`.execute(db);
  const ledgerSum = await scalar(sql<{ v: string }>`SELECT coalesce(sum(amount), 0)::text AS v FROM ledger_entry`);
  const unbalanced = await scalar(
    sql<{ v: string }>`SELECT count(*)::text AS v FROM (SELECT transaction_id FROM ledger_entry GROUP BY 1 HAVING sum(amount) <> 0) x`,
  );
  const salaryLedger = await scalar(sql<{ v: string }>`
    SELECT coalesce(sum(e.amount), 0)::text AS v FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id
      JOIN ledger_account a ON a.id = e.account_id
     WHERE t.kind = 'salary' AND a.owner = 'member' AND t.idempotency_key LIKE ${`contract:realtime_salary:realtime:%:${slotStart.toISOString()}`}`);
  const top = await db
    .selectFrom('contract_settlement')
    .select(['team_bets', 'gross', 'active_members'])
    .where('agent_id', '=', data.topId)
    .where('period_start', '=', slotStart)
    .executeTakeFirstOrThrow();
  const s = settled[0];
  const problems = [
    ledgerSum !== '0' && `ledger entries sum to ${ledgerSum}`,
    unbalanced !== '0' && `${unbalanced} unbalanced ledger transactions`,
    s?.mismatched !== '0' && `${s?.mismatched} settlement rows whose amount is not what the ledger posted`,
    BigInt(s?.amount ?? -1) !== report.paid && `settlement rows sum to ${s?.amount}, the runner paid ${report.paid}`,
    BigInt(run.total) !== report.paid && `the run records ${run.total}, the runner paid ${report.paid}`,
    BigInt(salaryLedger) !== report.paid && `the agents' wallets received ${salaryLedger}, the runner paid ${report.paid}`,
    BigInt(top.gross) !== report.paid && `the top agent's gross ${top.gross} is not the tree's total ${report.paid}`,
    BigInt(top.team_bets) !== data.betTotal && `the top agent's team bets ${top.team_bets}, the rounds ${data.betTotal}`,
  ].filter(Boolean);
  if (problems.length) throw new Error(`settlement check failed: ${problems.join('; ')}`);
  console.log(
    `settled: 1 run; ${fmt(Number(s?.rows))} agents' computations, ${fmt(report.paidAgents)} agents paid ${money(report.paid)} MMK ` +
      `(top agent: team bets ${money(BigInt(top.team_bets))}, ${fmt(top.active_members)} active members, gross ${money(BigInt(top.gross))})`,
  );
  const parts = [...spent].filter(([, ms]) => ms >= 10).sort((a, b) => b[1] - a[1]);
  console.log(`where the time went: ${parts.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)} s`).join(', ')}`);
  console.log(
    `checked: ledger entries sum to ${ledgerSum}, ${unbalanced} unbalanced transactions; every settlement row's amount is the ledger's posting`,
  );
  console.log(
    `ONE real-time salary settlement (${fmt(data.members)} members, ${fmt(data.contracts)} contracts, ${fmt(data.bets)} bets): ` +
      `${seconds.toFixed(2)} s   (load average before ${loadBefore}, after ${load()})`,
  );

  // ---------------------------------------------------------------- the team overview of the top agent
  const server = await startServerProcess({
    databaseUrl: database.url as string,
    env: { LOG_REQUESTS: 'false', CONTRACT_TICK_MS: '0' },
  });
  try {
    const http = httpClient(server.url, { merchant: 'FORTUNA' });
    const login = await http.encrypted('POST', '/wps/session/login', { type: 'username', username: TOP_USERNAME, password: PASSWORD });
    const token = login.body.value?.token as string | undefined;
    if (!token) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
    const merchant = await db.selectFrom('merchant').select('time_zone').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
    const dayOf = (instant: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: merchant.time_zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
    const slotDay = dayOf(slotStart);
    const weekStart = dayOf(new Date(slotStart.getTime() - 6 * 86_400_000));

    /** Times the overview of a range; `rounds`: what it must count (the slot's day holds the slot's rounds only). */
    const measure = async (from: string, to: string, rounds?: number) => {
      const path = `/wps/agent/report/overview?from=${from}&to=${to}`;
      const call = async () => {
        const reply = await http.get(path, { authorization: token });
        if (reply.status !== 200 || !reply.body.success) throw new Error(`${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
        return reply.body.value as { members: { total: number }; activeMembers: number; bets: string; rounds: number };
      };
      const first = await call();
      await call();
      const times: number[] = [];
      for (let i = 0; i < requestCount; i++) {
        const t0 = performance.now();
        await call();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const rank = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? Number.NaN;
      console.log(
        `GET /wps/agent/report/overview ${from}..${to} (${merchant.time_zone}): p50 ${rank(50).toFixed(0)} ms   p99 ${rank(99).toFixed(0)} ms   ` +
          `max ${(times.at(-1) ?? Number.NaN).toFixed(0)} ms   (${requestCount} sequential after 2 warm-ups; team ${fmt(first.members.total)}, ` +
          `${fmt(first.activeMembers)} active, bets ${first.bets}, ${fmt(first.rounds)} rounds; load average ${load()})`,
      );
      if (rounds !== undefined && first.rounds !== rounds)
        throw new Error(`the overview counts ${first.rounds} rounds, expected ${rounds}`);
    };
    await measure(slotDay, slotDay, data.bets);
    await measure(weekStart, slotDay, historyDays === 0 ? data.bets : undefined);
  } finally {
    await server.stop();
  }
} finally {
  await database.close();
}
