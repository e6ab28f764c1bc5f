/**
 * The responsible-gaming stake guard's sum (issue 20: "the loss and wager sums read the ledger
 * without a time index"). Every stake of a member with a wager or loss limit sums the member's
 * play of the last day, week and month (`playSince`, modules/responsible-gaming). This bench gives
 * one member a long history among other players' — BENCH_ENTRIES bets (500,000, one in ten the
 * member's, the rest spread over 1,000 other accounts) evenly over the last 365 days —
 * and times the sum over the 24-hour, 7-day and 30-day windows with the query that landed (it
 * reads the window only, through the (account_id, id DESC) index) beside the earlier query (it
 * joined every entry of the member and filtered by time), and checks both give the same sums.
 *
 * Set-up (not timed): a fresh database (DATABASE_URL: a new database on that server, dropped
 * after; unset: embedded PGlite), migrated and demo-seeded; the history is inserted set-based as
 * balanced bet transactions (member main account against the house's game account).
 * Usage: npm run bench:rg-guard  (DATABASE_URL=postgres://root@127.0.0.1:5432/postgres,
 * BENCH_ENTRIES=200000, BENCH_ROUNDS=20). Prints the median time per window of each query and
 * their ratio.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../apps/server/src/db/schema';
import { houseAccountId, memberAccountId } from '../apps/server/src/ledger/accounts';
import { createRgRepository } from '../apps/server/src/modules/responsible-gaming/responsible-gaming.repository';
import { createTestDatabase } from '../apps/server/src/testing/index';

const entries = Number(process.env.BENCH_ENTRIES ?? 500_000);
/** Other players' accounts, and how many bets there are per bet of the measured member. */
const OTHER_ACCOUNTS = 1000;
const MEMBER_SHARE = 10;
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const DAY = 86_400_000;

/** The query before issue 20's last change: every entry of the member, filtered by time. */
async function wholeHistory(db: Kysely<Database>, memberId: number, since: Date) {
  const { rows } = await sql<{ staked: string; net: string }>`
    SELECT
      coalesce(sum(CASE WHEN t.kind = 'bet' THEN -e.amount
                        WHEN t.kind = 'vendor_transfer' AND a.kind <> 'main' AND e.amount > 0 THEN e.amount
                        ELSE 0 END), 0) AS staked,
      coalesce(sum(CASE WHEN t.kind IN ('bet', 'win', 'refund', 'win_reversal') THEN e.amount
                        WHEN t.kind = 'vendor_transfer' AND a.kind = 'main' THEN e.amount
                        ELSE 0 END), 0) AS net
    FROM ledger_account a
    JOIN ledger_entry e ON e.account_id = a.id AND e.created_at >= ${since}
    JOIN ledger_transaction t ON t.id = e.transaction_id
    WHERE a.owner = 'member' AND a.member_id = ${memberId}`.execute(db);
  return { staked: BigInt(rows[0]?.staked ?? 0), net: BigInt(rows[0]?.net ?? 0) };
}

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

const database = await createTestDatabase({ seeded: true });
const db = database.db;
try {
  const member = await db.selectFrom('member').select(['id', 'merchant_id']).where('username', '=', 'player01').executeTakeFirstOrThrow();
  const merchant = await db.selectFrom('merchant').select('currency_code').where('id', '=', member.merchant_id).executeTakeFirstOrThrow();
  const mainId = await memberAccountId(db, member.merchant_id, member.id, 'main', merchant.currency_code);
  const houseId = await houseAccountId(db, member.merchant_id, 'rg_bench_game', merchant.currency_code);
  const now = Date.now();
  const setUp = performance.now();
  // The site's other players: OTHER_ACCOUNTS accounts whose bets interleave with the member's (one
  // bet in MEMBER_SHARE is the member's), so the table's statistics look like a real ledger's.
  await sql`
    INSERT INTO ledger_account (merchant_id, owner, kind, currency)
    SELECT ${member.merchant_id}::int, 'house', 'rg_bench_other_' || i, ${merchant.currency_code}
    FROM generate_series(1, ${OTHER_ACCOUNTS}) AS i`.execute(db);
  const others = await db.selectFrom('ledger_account').select('id').where('kind', 'like', 'rg_bench_other_%').orderBy('id').execute();
  const firstOther = others[0]?.id ?? 0;
  // Oldest first, so ids grow with time as real posts do; the balance_after figures are not read here.
  await sql`
    WITH tx AS (
      INSERT INTO ledger_transaction (merchant_id, idempotency_key, kind, reference, created_at)
      SELECT ${member.merchant_id}::int, 'rg-bench:' || i, 'bet', 'rg-bench',
             to_timestamp((${now}::bigint - (${entries}::bigint - i) * ${Math.floor((365 * DAY) / entries)}::bigint) / 1000.0)
      FROM generate_series(1, ${entries}) AS i
      RETURNING id, created_at),
    legs AS (
      SELECT id, created_at,
             CASE WHEN id % ${MEMBER_SHARE} = 0 THEN ${mainId}::int ELSE ${firstOther}::int + (id % ${OTHER_ACCOUNTS})::int END AS account_id
      FROM tx)
    INSERT INTO ledger_entry (transaction_id, account_id, amount, balance_after, created_at)
    SELECT id, account_id, CASE WHEN leg = 0 THEN -100::bigint ELSE 100::bigint END, 0::bigint, created_at FROM (
      SELECT id, account_id, created_at, 0 AS leg FROM legs
      UNION ALL SELECT id, ${houseId}::int, created_at, 1 FROM legs) x
    ORDER BY id, leg`.execute(db);
  await sql`ANALYZE ledger_entry`.execute(db);
  await sql`ANALYZE ledger_transaction`.execute(db);
  console.log(
    `set-up: ${entries.toLocaleString('en')} bets over 365 days (one in ${MEMBER_SHARE} the member's, the rest ${OTHER_ACCOUNTS} other accounts) in ${((performance.now() - setUp) / 1000).toFixed(1)} s`,
  );

  const repo = createRgRepository();
  console.log('window   landed (ms)   whole history (ms)   landed ÷ whole   staked in window');
  for (const [name, days] of [
    ['24 h', 1],
    ['7 d', 7],
    ['30 d', 30],
  ] as const) {
    const since = new Date(now - days * DAY);
    const landed = await repo.playSince(db, member.id, since);
    const whole = await wholeHistory(db, member.id, since);
    if (landed.staked !== whole.staked || landed.net !== whole.net)
      throw new Error(
        `the sums differ over ${name}: ${JSON.stringify({ landed, whole }, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`,
      );
    const a = await median(() => repo.playSince(db, member.id, since));
    const b = await median(() => wholeHistory(db, member.id, since));
    console.log(
      `${name.padEnd(8)} ${a.toFixed(2).padStart(11)}   ${b.toFixed(2).padStart(18)}   ${(a / b).toFixed(3).padStart(14)}   ${landed.staked.toLocaleString('en').padStart(16)}`,
    );
  }
} finally {
  await database.close();
}
