import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { postMany } from '../ledger/post';
import { createRebateRepository } from '../modules/rebate/rebate.repository';
import { dayPeriod, lastClosedDay } from '../modules/rebate/rebate-periods';
import { createRebateRunner } from '../modules/rebate/rebate-run';
import { createRebateRunRepository } from '../modules/rebate/rebate-run.repository';

/** What the rebate bench measured and checked. */
export type RebateBenchResult = {
  day: string;
  members: number;
  bets: number;
  rollupRows: number;
  paidMembers: number;
  totalPaid: bigint;
  setupSeconds: number;
  seconds: number;
  postsPerSecond: number;
  /** Where the run's time went: each repository call and the ledger batch, summed (milliseconds). */
  spent: Map<string, number>;
  /** The same time by the run's phases (rebate-run.ts `RunPhase`), summed over the batches (milliseconds). */
  phases: Map<string, number>;
};

/** Wraps an object's functions to add up their time under `prefix.name`. */
function timed<T extends object>(target: T, prefix: string, spent: Map<string, number>): T {
  return new Proxy(target, {
    get(object, key) {
      const value = Reflect.get(object, key);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await value.apply(object, args);
        } finally {
          const name = `${prefix}.${String(key)}`;
          spent.set(name, (spent.get(name) ?? 0) + performance.now() - started);
        }
      };
    },
  });
}

const CATEGORIES = ['RNG', 'LOTT', 'LIVE', 'FISH'];

/**
 * The daily rebate run's bench (bench/rebate-run.ts; a vitest runs it at 200 members so it never
 * breaks unnoticed). On a seeded database, adds `members` members of the demo merchant (VIP levels
 * 0–5 in turn, each with its main wallet) and `bets` settled bets in the last closed business day,
 * written set-based as the rollups settlement writes (a member's bets fall in three quarter-hours and
 * two categories of the day: about five `member_hourly_rollup` rows a member, and its
 * `member_day_rollup` row); nothing is timed so far. Then times the real run of that day end to end
 * (rebate-run.ts `runDay`) and checks it: every player paid once, the records, bonuses and ledger
 * agree with the run's total.
 */
export async function runRebateBench(db: Kysely<Database>, options: { members: number; bets: number }): Promise<RebateBenchResult> {
  const setupStart = performance.now();
  const merchant = await db.selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  const m = merchant.id;
  const day = lastClosedDay(new Date(), merchant.time_zone);
  const { from } = dayPeriod(day, merchant.time_zone);
  const quarters = 96;
  const prefix = `rb${Date.now().toString(36)}n`;

  await sql`
    INSERT INTO member (merchant_id, username, nickname, type, password_hash, vip_level, created_at, password_changed_at)
    SELECT ${m}, ${prefix} || g, ${prefix} || g, ${merchant.member_type}, 'x', g % 6, ${from}::timestamptz - interval '30 days',
           ${from}::timestamptz - interval '30 days'
      FROM generate_series(0, ${options.members - 1}) g`.execute(db);
  await sql`
    INSERT INTO ledger_account (merchant_id, owner, member_id, kind, currency)
    SELECT ${m}, 'member', id, 'main', ${merchant.currency_code} FROM member WHERE merchant_id = ${m} AND starts_with(username, ${prefix})
    ON CONFLICT DO NOTHING`.execute(db);
  // Bet i is member i % members's (i / members)-th bet of the day: in one of three quarter-hours from
  // the member's own start, in one of two categories; its stake 10.00–1,009.99 MMK.
  await sql`
    WITH players AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM member WHERE merchant_id = ${m} AND starts_with(username, ${prefix})
    ), bets AS (
      SELECT p.id AS member_id,
             ${from}::timestamptz + (((p.n * 7 + (b.k % 3)) % ${quarters - 1}) * interval '15 minutes') AS hour,
             (${sql.raw(`ARRAY['${CATEGORIES.join("','")}']`)})[(1 + ((p.n + b.k) % 2) + 2 * (p.n % 2))::int] AS category,
             1000 + ((p.n * 7919 + b.k * 104729) % 100000) AS stake
        FROM players p
        JOIN generate_series(0, ${Math.ceil(options.bets / options.members) - 1}) b(k) ON p.n + b.k * ${options.members} < ${options.bets}
    ), rolled AS (
      INSERT INTO member_hourly_rollup (member_id, hour, category, merchant_id, bets, valid_bet, payout, profit, rounds)
      SELECT member_id, hour, category, ${m}, sum(stake), sum(stake), sum(stake) * 95 / 100, sum(stake) * 95 / 100 - sum(stake), count(*)
        FROM bets GROUP BY member_id, hour, category
    )
    INSERT INTO member_day_rollup (merchant_id, day, member_id, bets, payout, rounds)
    SELECT ${m}, ${day}::date, member_id, sum(stake), sum(stake) * 95 / 100, count(*) FROM bets GROUP BY member_id`.execute(db);
  for (const table of ['member', 'ledger_account', 'member_hourly_rollup', 'member_day_rollup']) {
    await sql`ANALYZE ${sql.table(table)}`.execute(db);
  }
  const { rows: counted } = await sql<{ rollups: string; bets: string }>`
    SELECT count(*)::text AS rollups, coalesce(sum(r.rounds), 0)::text AS bets
      FROM member_hourly_rollup r JOIN member mm ON mm.id = r.member_id
     WHERE mm.merchant_id = ${m} AND starts_with(mm.username, ${prefix})`.execute(db);
  const setupSeconds = (performance.now() - setupStart) / 1000;

  const spent = new Map<string, number>();
  const phases = new Map<string, number>();
  const runner = createRebateRunner({
    db,
    repo: timed(createRebateRepository(db), 'repo', spent),
    runs: timed(createRebateRunRepository(db), 'runs', spent),
    owner: `bench:${process.pid}`,
    postMany: timed({ postMany }, 'ledger', spent).postMany,
    onPhase: (name, ms) => phases.set(name, (phases.get(name) ?? 0) + ms),
  });
  const started = performance.now();
  const run = await runner.runDay(merchant, day, 'bench');
  const seconds = (performance.now() - started) / 1000;

  // This run's records: of its day, written since it started.
  const mine = sql`r.merchant_id = ${m} AND r.run_day = ${day}::date AND r.created_at >= ${run.startedAt}`;
  const { rows: check } = await sql<{ records: string; recorded: string; bonuses: string; posted: string; players: string }>`
    SELECT (SELECT count(*) FROM rebate_record r WHERE ${mine})::text AS records,
           (SELECT coalesce(sum(amount), 0) FROM rebate_record r WHERE ${mine})::text AS recorded,
           (SELECT coalesce(sum(b.amount), 0) FROM bonus b JOIN rebate_record r ON r.bonus_id = b.id WHERE ${mine})::text AS bonuses,
           (SELECT coalesce(sum(e.amount), 0) FROM bonus b JOIN rebate_record r ON r.bonus_id = b.id
              JOIN ledger_entry e ON e.transaction_id = b.ledger_transaction_id AND e.amount > 0
             WHERE ${mine})::text AS posted,
           (SELECT count(*) FROM member WHERE merchant_id = ${m} AND starts_with(username, ${prefix}))::text AS players`.execute(db);
  const c = check[0];
  if (!c) throw new Error('no check row');
  const total = run.total;
  if (BigInt(c.recorded) !== total || BigInt(c.bonuses) !== total || BigInt(c.posted) !== total) {
    throw new Error(`the run's total ${total} disagrees: records ${c.recorded}, bonuses ${c.bonuses}, ledger ${c.posted}`);
  }
  if (Number(c.records) !== run.members) throw new Error(`the run paid ${run.members} members but wrote ${c.records} records`);
  return {
    day,
    members: Number(c.players),
    bets: Number(counted[0]?.bets ?? 0),
    rollupRows: Number(counted[0]?.rollups ?? 0),
    paidMembers: run.members,
    totalPaid: total,
    setupSeconds,
    seconds,
    postsPerSecond: run.members / seconds,
    spent,
    phases,
  };
}
