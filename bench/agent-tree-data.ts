/**
 * The data set of the agents bench (agent-settlement.bench.ts), written with set-based SQL
 * (INSERT … SELECT generate_series), never through the API: one agent tree under a new top agent
 * of the demo merchant, its closure rows, a main wallet per member, real-time salary contracts for
 * the agents down to CONTRACT_DEPTH, and the settled rounds of one 5-minute slot with the slot and
 * hourly rollups aggregated from them (the figures provider-wallet/round-rollup.ts writes).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../apps/server/src/db/schema';
import { neverExceeds, type Tier, tiersFromInput, tiersToJson } from '../apps/server/src/modules/agent-contracts/tiers';
import { DEMO_OPERATOR } from '../apps/server/src/seed/data/accounts';

export const TOP_USERNAME = 'benchtop';
/** Agents down to this depth below the top agent (the top agent is depth 0) hold a real-time salary contract. */
export const CONTRACT_DEPTH = 3;

/**
 * One level of the tree: `count` members named `prefix` + n, the n-th under the parent level's
 * member n % its count. At 100,000 members: the top agent, 100 direct agents with 10 members
 * each, 1,000 sub-agents with 10 members each, 3,000 agents at depth 3 with 10 members each,
 * one agent at depth 4 under each of those, and the rest of the members at depth 5 under them.
 */
type Level = { prefix: string; count: number; parent: string; depth: number; agent: boolean };

export function treeLevels(total: number): Level[] {
  const scale = total / 100_000;
  const n = (count: number) => Math.max(1, Math.round(count * scale));
  const fixed: Level[] = [
    { prefix: 'ba1n', count: n(100), parent: 'top', depth: 1, agent: true },
    { prefix: 'ba2n', count: n(1_000), parent: 'ba1n', depth: 2, agent: true },
    { prefix: 'ba3n', count: n(3_000), parent: 'ba2n', depth: 3, agent: true },
    { prefix: 'ba4n', count: n(3_000), parent: 'ba3n', depth: 4, agent: true },
    { prefix: 'bm1n', count: n(1_000), parent: 'ba1n', depth: 2, agent: false },
    { prefix: 'bm2n', count: n(10_000), parent: 'ba2n', depth: 3, agent: false },
    { prefix: 'bm3n', count: n(30_000), parent: 'ba3n', depth: 4, agent: false },
  ];
  const rest = total - 1 - fixed.reduce((sum, level) => sum + level.count, 0);
  if (rest < 1) throw new Error(`a tree of ${total} members is too small for this shape`);
  return [...fixed, { prefix: 'bm5n', count: rest, parent: 'ba4n', depth: 5, agent: false }];
}

/**
 * Real-time salary tiers by depth (MMK; rate and loss rate in %): each depth's never above the
 * one above it (checked with tiers.ts neverExceeds), so every contracted agent earns a differential.
 */
const TIERS_BY_DEPTH = [
  [
    { minVolume: '0', rate: '0.3', lossRate: '0.5' },
    { minVolume: '10000', rate: '0.4', lossRate: '0.7' },
  ],
  [
    { minVolume: '0', rate: '0.25', lossRate: '0.4' },
    { minVolume: '10000', rate: '0.35', lossRate: '0.6' },
  ],
  [
    { minVolume: '0', rate: '0.2', lossRate: '0.3' },
    { minVolume: '10000', rate: '0.3', lossRate: '0.5' },
  ],
  [
    { minVolume: '0', rate: '0.1', lossRate: '0.2' },
    { minVolume: '10000', rate: '0.2', lossRate: '0.4' },
  ],
];

export type DataSet = { topId: number; members: number; closureRows: number; contracts: number; bets: number; betTotal: bigint };

/**
 * Builds the data set: the tree (members created over the year before the slot), the contracts
 * (signed at the slot's start, so the slot is the first and only real-time period due), and
 * `bets` rounds settled inside the slot, spread evenly over every member of the tree (agents
 * play too), each a bet of 10–1,000 MMK and a win of 0–1.9 times it (RTP 95 %: the house wins
 * on average). The random figures are seeded, so every run builds the same data. With
 * `historyDays`, earlier days' slot rollups are added too (see below).
 */
export async function buildDataSet(
  db: Kysely<Database>,
  options: { members: number; bets: number; slotStart: Date; passwordHash: string; historyDays: number },
): Promise<DataSet> {
  const { slotStart } = options;
  const merchant = await db
    .selectFrom('merchant')
    .select(['id', 'agent_types', 'member_type', 'currency_code', 'currency_decimals'])
    .where('code', '=', 'FORTUNA')
    .executeTakeFirstOrThrow();
  const m = merchant.id;
  const topType = merchant.agent_types[0] ?? 1;
  const agentType = merchant.agent_types[1] ?? 2;
  const joined = (g: RawBuilder<unknown>) =>
    sql`${slotStart}::timestamptz - interval '1 day' - ((${g} * 7919) % 31536000) * interval '1 second'`;

  const top = await db
    .insertInto('member')
    .values({
      merchant_id: m,
      username: TOP_USERNAME,
      nickname: 'Bench top agent',
      type: topType,
      password_hash: options.passwordHash,
      created_at: new Date(slotStart.getTime() - 400 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('member_closure').values({ ancestor_id: top.id, descendant_id: top.id, depth: 0 }).execute();

  const levels = treeLevels(options.members);
  const countOf = new Map<string, number>(levels.map((l) => [l.prefix, l.count]));
  for (const level of levels) {
    const parentCount = countOf.get(level.parent) ?? 1;
    const parentName = level.parent === 'top' ? sql`${TOP_USERNAME}` : sql`${level.parent} || ((g % ${parentCount})::text)`;
    await sql`
      INSERT INTO member (merchant_id, username, nickname, type, password_hash, parent_id, created_at, password_changed_at)
      SELECT ${m}, ${level.prefix} || g, ${level.prefix} || g, ${level.agent ? agentType : merchant.member_type}, 'x', p.id,
             ${joined(sql`g`)}, ${joined(sql`g`)}
        FROM generate_series(0, ${level.count - 1}) g
        JOIN member p ON p.merchant_id = ${m} AND lower(p.username) = lower(${parentName})`.execute(db);
    await sql`
      INSERT INTO member_closure (ancestor_id, descendant_id, depth)
      SELECT m.id, m.id, 0 FROM member m WHERE m.merchant_id = ${m} AND starts_with(m.username, ${level.prefix})
      UNION ALL
      SELECT c.ancestor_id, m.id, c.depth + 1
        FROM member m JOIN member_closure c ON c.descendant_id = m.parent_id
       WHERE m.merchant_id = ${m} AND starts_with(m.username, ${level.prefix})`.execute(db);
  }

  // Every member's main wallet (the account a seamless vendor's rounds debit and credit).
  await sql`
    INSERT INTO ledger_account (merchant_id, owner, member_id, kind, currency)
    SELECT ${m}, 'member', c.descendant_id, 'main', ${merchant.currency_code}
      FROM member_closure c WHERE c.ancestor_id = ${top.id}
    ON CONFLICT DO NOTHING`.execute(db);

  // Contracts: the house's to the top agent (through the demo operator), each upline's to its agents.
  const tiers = TIERS_BY_DEPTH.slice(0, CONTRACT_DEPTH + 1).map((t) => tiersFromInput(t, merchant.currency_decimals));
  tiers.forEach((t, depth) => {
    const upper = tiers[depth - 1];
    if (upper && !neverExceeds(t, upper)) throw new Error(`depth ${depth}'s tiers pay more than its upline's`);
  });
  const operator = await db
    .selectFrom('operator')
    .select('id')
    .where('merchant_id', '=', m)
    .where('username', '=', DEMO_OPERATOR.username)
    .executeTakeFirstOrThrow();
  const tiersCase = sql.join(
    tiers.map((t: Tier[], depth) => sql`WHEN ${depth} THEN ${tiersToJson(t)}::jsonb`),
    sql` `,
  );
  await sql`
    INSERT INTO agent_contract (merchant_id, kind, period, upline_id, offered_by_operator, member_id, tiers, status, offered_at, signed_at)
    SELECT ${m}, 'realtime_salary', 'realtime', CASE WHEN c.depth = 0 THEN NULL ELSE mb.parent_id END,
           CASE WHEN c.depth = 0 THEN ${operator.id}::int END, mb.id, CASE c.depth ${tiersCase} END, 'active',
           ${slotStart}::timestamptz - interval '1 day', ${slotStart}::timestamptz
      FROM member_closure c JOIN member mb ON mb.id = c.descendant_id
     WHERE c.ancestor_id = ${top.id} AND c.depth <= ${CONTRACT_DEPTH} AND mb.type IN (${topType}, ${agentType})`.execute(db);

  // The rounds: a numbered list of the tree's members and their wallets, then the rounds over it.
  const game = await db
    .selectFrom('game')
    .select(['id', 'vendor_code', 'category_code'])
    .where('is_game', '=', true)
    .where('category_code', '=', 'RNG')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await sql`DROP TABLE IF EXISTS bench_member`.execute(db);
  await sql`
    CREATE UNLOGGED TABLE bench_member AS
    SELECT (row_number() OVER (ORDER BY c.descendant_id) - 1)::int AS n, c.descendant_id AS member_id, a.id AS account_id
      FROM member_closure c JOIN ledger_account a ON a.owner = 'member' AND a.member_id = c.descendant_id AND a.kind = 'main'
     WHERE c.ancestor_id = ${top.id}`.execute(db);
  await sql`ALTER TABLE bench_member ADD PRIMARY KEY (n)`.execute(db);
  await db.connection().execute(async (conn) => {
    await sql`SELECT setseed(0.2024)`.execute(conn);
    await sql`
      INSERT INTO game_round (merchant_id, vendor_code, round_id, member_id, game_id, account_id, currency, play_money,
                              total_bet, total_win, status, created_at, settled_at)
      SELECT ${m}, ${game.vendor_code}, 'bench' || s.g, b.member_id, ${game.id}, b.account_id, ${merchant.currency_code}, false,
             s.bet, floor(s.bet * s.w * 1.9)::bigint, 'settled', s.at - interval '20 seconds', s.at
        FROM (SELECT g, (1000 * (1 + floor(random() * 100)))::bigint AS bet, random() AS w,
                     ${slotStart}::timestamptz + random() * interval '299.999 seconds' AS at
                FROM generate_series(0, ${options.bets - 1}) g) s
        JOIN bench_member b ON b.n = s.g % ${options.members}`.execute(conn);
  });
  await sql`DROP TABLE bench_member`.execute(db);

  // The rollups, as round-rollup.ts writes them, aggregated in one statement each.
  const inSlot = sql`r.merchant_id = ${m} AND r.vendor_code = ${game.vendor_code} AND starts_with(r.round_id, 'bench')
    AND r.status = 'settled' AND NOT r.play_money`;
  await sql`
    INSERT INTO member_slot_rollup (member_id, slot, merchant_id, bets, valid_bet, payout, profit, rounds)
    SELECT r.member_id, to_timestamp(floor(extract(epoch FROM r.settled_at) / 300) * 300), r.merchant_id,
           sum(r.total_bet), sum(r.total_bet), sum(r.total_win), sum(r.total_win - r.total_bet), count(*)
      FROM game_round r WHERE ${inSlot}
     GROUP BY 1, 2, 3`.execute(db);
  await sql`
    INSERT INTO member_hourly_rollup (member_id, hour, category, merchant_id, bets, valid_bet, payout, profit, rounds)
    SELECT r.member_id, date_trunc('hour', r.settled_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', ${game.category_code}, r.merchant_id,
           sum(r.total_bet), sum(r.total_bet), sum(r.total_win), sum(r.total_win - r.total_bet), count(*)
      FROM game_round r WHERE ${inSlot}
     GROUP BY 1, 2, 3, 4`.execute(db);
  // Optionally, the rollups of earlier days (each member's slot figures again in one slot a day,
  // 1 to `historyDays` days before): the reports then read a rollup table with history, as in production.
  if (options.historyDays > 0) {
    await sql`
      INSERT INTO member_slot_rollup (member_id, slot, merchant_id, bets, valid_bet, payout, profit, rounds)
      SELECT r.member_id, r.slot - d * interval '1 day' - (r.member_id % 200) * interval '5 minutes', r.merchant_id,
             r.bets, r.valid_bet, r.payout, r.profit, r.rounds
        FROM member_slot_rollup r
        JOIN member_closure c ON c.ancestor_id = ${top.id} AND c.descendant_id = r.member_id
       CROSS JOIN generate_series(1, ${options.historyDays}) d
       WHERE r.slot = ${slotStart}`.execute(db);
  }
  for (const table of [
    'member',
    'member_closure',
    'ledger_account',
    'agent_contract',
    'game_round',
    'member_slot_rollup',
    'member_hourly_rollup',
  ]) {
    await sql`ANALYZE ${sql.table(table)}`.execute(db);
  }

  const { rows } = await sql<{ members: string; closure: string; contracts: string; bets: string; total: string }>`
    SELECT (SELECT count(*) FROM member_closure WHERE ancestor_id = ${top.id})::text AS members,
           (SELECT count(*) FROM member_closure
             WHERE descendant_id IN (SELECT descendant_id FROM member_closure WHERE ancestor_id = ${top.id}))::text AS closure,
           (SELECT count(*) FROM agent_contract WHERE merchant_id = ${m} AND kind = 'realtime_salary' AND signed_at = ${slotStart})::text AS contracts,
           (SELECT count(*) FROM game_round r WHERE ${inSlot})::text AS bets,
           (SELECT coalesce(sum(total_bet), 0) FROM game_round r WHERE ${inSlot})::text AS total`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('no data set');
  return {
    topId: top.id,
    members: Number(row.members),
    closureRows: Number(row.closure),
    contracts: Number(row.contracts),
    bets: Number(row.bets),
    betTotal: BigInt(row.total),
  };
}
