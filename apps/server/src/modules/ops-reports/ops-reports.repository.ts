import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { Instants } from '../agent-reports/business-days';

/** A range of business days: the yyyy-MM-dd days (for day-keyed rollups) and their instants in the merchant's zone. */
export type DayRange = { from: string; to: string; instants: Instants; timeZone: string };
/** Which rows of a sorted result: `limit` rows after `offset`. */
export type Window = { limit: number; offset: number };

/** Per-day figures, minor units and counts as text (bigint sums). */
export type PlayDay = { day: string; bets: string; payout: string; rounds: string };
export type MoneyDay = { day: string; n: string; amount: string; members: string };
export type CountDay = { day: string; n: string };

/** A row of the games report before presenting. */
export type GameRowData = {
  day: string | null;
  category: string | null;
  vendor: string | null;
  game_id: number | null;
  game_name: string | null;
  bets: string;
  payout: string;
  rounds: string;
};
export type AgentRowData = {
  agent_id: number;
  username: string;
  team_size: string;
  new_players: string;
  active_players: string;
  bets: string;
  payout: string;
  deposits: string;
  withdrawals: string;
};
export type LotteryRowData = {
  lottery_game_id: number;
  game: string;
  issue_id: string | null;
  numero: string | null;
  draws_at: Date | null;
  status: string | null;
  issues: string;
  players: string;
  bets: string;
  payout: string;
};

const dir = (order: 'asc' | 'desc') => (order === 'asc' ? sql`ASC` : sql`DESC`);
/** The merchant's yyyy-MM-dd of an instant column. */
const dayOf = (column: RawBuilder<unknown>, timeZone: string) => sql<string>`to_char(${column} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
/** A case-insensitive prefix pattern with LIKE's wildcards escaped. */
const likePrefix = (prefix: string) => `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every query of the operator reports. Play comes from the rollups only (migration 0030:
 * `game_day_rollup` and `member_day_rollup` by business day, `lottery_issue_rollup`); deposits, withdrawals, registrations and bonuses from their own tables
 * through the indexes 0030 added.
 */
export function createOpsReportsRepository(db: Kysely<Database>) {
  return {
    /** Stakes, payouts and rounds per business day. */
    async playByDay(merchantId: number, range: DayRange): Promise<PlayDay[]> {
      const { rows } = await sql<PlayDay>`
        SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(bets)::text AS bets, sum(payout)::text AS payout, sum(rounds)::text AS rounds
          FROM game_day_rollup
         WHERE merchant_id = ${merchantId} AND day BETWEEN ${range.from}::date AND ${range.to}::date
         GROUP BY day`.execute(db);
      return rows;
    },

    /** Players with a settled round per business day. */
    async activeByDay(merchantId: number, range: DayRange): Promise<CountDay[]> {
      const { rows } = await sql<CountDay>`
        SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::text AS n
          FROM member_day_rollup
         WHERE merchant_id = ${merchantId} AND day BETWEEN ${range.from}::date AND ${range.to}::date AND rounds > 0
         GROUP BY day`.execute(db);
      return rows;
    },

    /** Distinct players with a settled round over the whole range (a hashed GROUP BY: count(DISTINCT) sorts, twice as slow here). */
    async activeOver(merchantId: number, range: DayRange): Promise<number> {
      const { rows } = await sql<{ n: string }>`
        SELECT count(*)::text AS n FROM (
          SELECT member_id FROM member_day_rollup
           WHERE merchant_id = ${merchantId} AND day BETWEEN ${range.from}::date AND ${range.to}::date AND rounds > 0
           GROUP BY member_id) a`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },

    /** Bonuses credited to members (net of corrections) per business day. */
    async bonusByDay(merchantId: number, range: DayRange): Promise<MoneyDay[]> {
      const { rows } = await sql<MoneyDay>`
        SELECT ${dayOf(sql.ref('t.created_at'), range.timeZone)} AS day, count(*)::text AS n, sum(e.amount)::text AS amount,
               count(DISTINCT a.member_id)::text AS members
          FROM ledger_transaction t
          JOIN ledger_entry e ON e.transaction_id = t.id
          JOIN ledger_account a ON a.id = e.account_id AND a.owner = 'member'
         WHERE t.merchant_id = ${merchantId} AND t.kind = 'bonus'
           AND t.created_at >= ${range.instants.start} AND t.created_at < ${range.instants.end}
         GROUP BY 1`.execute(db);
      return rows;
    },

    /** Credited deposits per business day of crediting: count, sum, distinct depositors. */
    async depositsByDay(merchantId: number, range: DayRange): Promise<MoneyDay[]> {
      const { rows } = await sql<MoneyDay>`
        SELECT ${dayOf(sql.ref('decided_at'), range.timeZone)} AS day, count(*)::text AS n, sum(amount)::text AS amount,
               count(DISTINCT member_id)::text AS members
          FROM deposit
         WHERE merchant_id = ${merchantId} AND status = 'CREDITED'
           AND decided_at >= ${range.instants.start} AND decided_at < ${range.instants.end}
         GROUP BY 1`.execute(db);
      return rows;
    },

    /** Distinct members with a credited deposit over the whole range. */
    async depositorsOver(merchantId: number, range: DayRange): Promise<number> {
      const { rows } = await sql<{ n: string }>`
        SELECT count(*)::text AS n FROM (
          SELECT member_id FROM deposit
           WHERE merchant_id = ${merchantId} AND status = 'CREDITED'
             AND decided_at >= ${range.instants.start} AND decided_at < ${range.instants.end}
           GROUP BY member_id) d`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },

    /** Paid-out withdrawals per business day of payment. */
    async withdrawalsByDay(merchantId: number, range: DayRange): Promise<MoneyDay[]> {
      const { rows } = await sql<MoneyDay>`
        SELECT ${dayOf(sql.ref('paid_at'), range.timeZone)} AS day, count(*)::text AS n, sum(amount)::text AS amount,
               count(DISTINCT member_id)::text AS members
          FROM withdrawal
         WHERE merchant_id = ${merchantId} AND paid_at IS NOT NULL
           AND paid_at >= ${range.instants.start} AND paid_at < ${range.instants.end}
         GROUP BY 1`.execute(db);
      return rows;
    },

    /** Members registered per business day. */
    async newPlayersByDay(merchantId: number, range: DayRange): Promise<CountDay[]> {
      const { rows } = await sql<CountDay>`
        SELECT ${dayOf(sql.ref('created_at'), range.timeZone)} AS day, count(*)::text AS n
          FROM member
         WHERE merchant_id = ${merchantId} AND created_at >= ${range.instants.start} AND created_at < ${range.instants.end}
         GROUP BY 1`.execute(db);
      return rows;
    },

    /** One page of play grouped by category, vendor or game (optionally per day), with the count and sums of the whole result. */
    async games(
      merchantId: number,
      range: DayRange,
      query: { groupBy: 'category' | 'vendor' | 'game'; perDay: boolean; category?: string | undefined; vendor?: string | undefined },
      sort: { column: string; order: 'asc' | 'desc' },
      window: Window,
    ) {
      const day = query.perDay ? sql`to_char(q.day, 'YYYY-MM-DD')` : sql`NULL::text`;
      const keys = {
        category: { select: sql`q.category, NULL::text AS vendor, NULL::integer AS game_id`, group: sql`q.category` },
        vendor: { select: sql`NULL::text AS category, q.vendor_code AS vendor, NULL::integer AS game_id`, group: sql`q.vendor_code` },
        game: {
          select: sql`min(q.category) AS category, q.vendor_code AS vendor, q.game_id`,
          group: sql`q.vendor_code, q.game_id`,
        },
      }[query.groupBy];
      const filters = [
        sql`q.merchant_id = ${merchantId}`,
        sql`q.day BETWEEN ${range.from}::date AND ${range.to}::date`,
        ...(query.category ? [sql`q.category = ${query.category}`] : []),
        ...(query.vendor ? [sql`q.vendor_code = ${query.vendor}`] : []),
      ];
      const grouped = sql`
        SELECT ${day} AS day, ${keys.select}, sum(q.bets) AS bets, sum(q.payout) AS payout, sum(q.rounds) AS rounds
          FROM game_day_rollup q
         WHERE ${sql.join(filters, sql` AND `)}
         GROUP BY 1, ${keys.group}
        HAVING sum(q.rounds) <> 0 OR sum(q.bets) <> 0 OR sum(q.payout) <> 0`;
      const gameName = sql`coalesce(gm.names->>'en', gm.game_code, CASE WHEN g.game_id = 0 THEN NULL ELSE '#' || g.game_id END)`;
      const column =
        {
          day: sql`g.day`,
          key: query.groupBy === 'category' ? sql`g.category` : query.groupBy === 'vendor' ? sql`g.vendor` : sql`lower(${gameName})`,
          bets: sql`g.bets`,
          payout: sql`g.payout`,
          ggr: sql`(g.bets - g.payout)`,
          rounds: sql`g.rounds`,
        }[sort.column] ?? sql`(g.bets - g.payout)`;
      const [page, sums] = await Promise.all([
        sql<GameRowData>`
          SELECT g.day, g.category, g.vendor, g.game_id, CASE WHEN g.game_id IS NULL THEN NULL ELSE ${gameName} END AS game_name,
                 g.bets::text AS bets, g.payout::text AS payout, g.rounds::text AS rounds
            FROM (${grouped}) g
            LEFT JOIN game gm ON gm.id = g.game_id
           ORDER BY ${column} ${dir(sort.order)} NULLS LAST, g.day, g.category, g.vendor, g.game_id
           LIMIT ${window.limit} OFFSET ${window.offset}`.execute(db),
        sql<{ n: string; bets: string; payout: string; rounds: string }>`
          SELECT count(*)::text AS n, coalesce(sum(g.bets), 0)::text AS bets, coalesce(sum(g.payout), 0)::text AS payout,
                 coalesce(sum(g.rounds), 0)::text AS rounds
            FROM (${grouped}) g`.execute(db),
      ]);
      const total = sums.rows[0] ?? { n: '0', bets: '0', payout: '0', rounds: '0' };
      return { rows: page.rows, total: Number(total.n), sums: total };
    },

    /** One page of top-level agents (no upline, at least one downline) with their teams' figures. */
    async agents(
      merchantId: number,
      range: DayRange,
      username: string | undefined,
      sort: { column: string; order: 'asc' | 'desc' },
      window: Window,
    ) {
      const column =
        {
          username: sql`lower(a.username)`,
          teamSize: sql`a.team_size`,
          newPlayers: sql`a.new_players`,
          activePlayers: sql`a.active_players`,
          bets: sql`a.bets`,
          payout: sql`a.payout`,
          ggr: sql`(a.bets - a.payout)`,
          deposits: sql`a.deposits`,
          withdrawals: sql`a.withdrawals`,
        }[sort.column] ?? sql`(a.bets - a.payout)`;
      const { start, end } = range.instants;
      const { rows } = await sql<AgentRowData & { total: string }>`
        WITH agents AS (
          SELECT m.id, m.username FROM member m
           WHERE m.merchant_id = ${merchantId} AND m.parent_id IS NULL
             AND EXISTS (SELECT 1 FROM member_closure c WHERE c.ancestor_id = m.id AND c.depth >= 1)
             ${username ? sql`AND lower(m.username) LIKE ${likePrefix(username)}` : sql``}
        ), team AS (
          SELECT a.id AS agent_id, c.descendant_id AS member_id, c.depth FROM agents a JOIN member_closure c ON c.ancestor_id = a.id
        ), sizes AS (
          SELECT t.agent_id, count(*) FILTER (WHERE t.depth >= 1) AS team_size,
                 count(*) FILTER (WHERE t.depth >= 1 AND m.created_at >= ${start} AND m.created_at < ${end}) AS new_players
            FROM team t JOIN member m ON m.id = t.member_id GROUP BY t.agent_id
        ), play AS (
          SELECT t.agent_id, sum(d.bets) AS bets, sum(d.payout) AS payout, count(DISTINCT d.member_id) FILTER (WHERE d.rounds > 0) AS active
            FROM team t JOIN member_day_rollup d ON d.member_id = t.member_id
           WHERE d.merchant_id = ${merchantId} AND d.day BETWEEN ${range.from}::date AND ${range.to}::date
           GROUP BY t.agent_id
        ), deps AS (
          SELECT t.agent_id, sum(d.amount) AS amount FROM team t JOIN deposit d ON d.member_id = t.member_id
           WHERE d.status = 'CREDITED' AND d.decided_at >= ${start} AND d.decided_at < ${end} GROUP BY t.agent_id
        ), wds AS (
          SELECT t.agent_id, sum(w.amount) AS amount FROM team t JOIN withdrawal w ON w.member_id = t.member_id
           WHERE w.paid_at >= ${start} AND w.paid_at < ${end} GROUP BY t.agent_id
        )
        SELECT a.*, count(*) OVER () AS total FROM (
          SELECT ag.id AS agent_id, ag.username, s.team_size, s.new_players, coalesce(p.active, 0) AS active_players,
                 coalesce(p.bets, 0) AS bets, coalesce(p.payout, 0) AS payout, coalesce(dp.amount, 0) AS deposits, coalesce(w.amount, 0) AS withdrawals
            FROM agents ag
            JOIN sizes s ON s.agent_id = ag.id
            LEFT JOIN play p ON p.agent_id = ag.id
            LEFT JOIN deps dp ON dp.agent_id = ag.id
            LEFT JOIN wds w ON w.agent_id = ag.id
        ) a
        ORDER BY ${column} ${dir(sort.order)}, a.agent_id
        LIMIT ${window.limit} OFFSET ${window.offset}`.execute(db);
      // Past the last row the window count is gone: the service counts the agents then.
      return { rows, total: rows[0] ? Number(rows[0].total) : null };
    },

    /** Counts the top-level agents a filter matches (for a page past the end). */
    async agentCount(merchantId: number, username: string | undefined): Promise<number> {
      const { rows } = await sql<{ n: string }>`
        SELECT count(*)::text AS n FROM member m
         WHERE m.merchant_id = ${merchantId} AND m.parent_id IS NULL
           AND EXISTS (SELECT 1 FROM member_closure c WHERE c.ancestor_id = m.id AND c.depth >= 1)
           ${username ? sql`AND lower(m.username) LIKE ${likePrefix(username)}` : sql``}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },

    /** One page of lottery profit per game or per issue, of the issues drawn in the range, with the count and sums. */
    async lottery(
      merchantId: number,
      range: DayRange,
      query: { groupBy: 'game' | 'issue'; gameId?: number | undefined },
      sort: { column: string; order: 'asc' | 'desc' },
      window: Window,
    ) {
      const filters = [
        sql`r.merchant_id = ${merchantId}`,
        sql`i.draws_at >= ${range.instants.start}`,
        sql`i.draws_at < ${range.instants.end}`,
        ...(query.gameId ? [sql`lg.id = ${query.gameId}`] : []),
      ];
      const perIssue = query.groupBy === 'issue';
      const grouped = sql`
        SELECT lg.id AS lottery_game_id, coalesce(lg.names->>'en', lg.code) AS game,
               ${perIssue ? sql`i.id::text AS issue_id, i.numero, i.draws_at, i.status` : sql`NULL::text AS issue_id, NULL::text AS numero, NULL::timestamptz AS draws_at, NULL::text AS status`},
               count(*) AS issues, sum(r.rounds) AS players, sum(r.bets) AS bets, sum(r.payout) AS payout
          FROM lottery_issue_rollup r
          JOIN lottery_issue i ON i.id = r.issue_id
          JOIN lottery_game lg ON lg.id = i.lottery_game_id
         WHERE ${sql.join(filters, sql` AND `)}
         GROUP BY lg.id${perIssue ? sql`, i.id` : sql``}`;
      const column =
        {
          drawsAt: perIssue ? sql`l.draws_at` : sql`l.game`,
          game: sql`lower(l.game)`,
          bets: sql`l.bets`,
          payout: sql`l.payout`,
          profit: sql`(l.bets - l.payout)`,
          players: sql`l.players`,
        }[sort.column] ?? sql`(l.bets - l.payout)`;
      const [page, sums] = await Promise.all([
        sql<LotteryRowData>`
          SELECT l.lottery_game_id, l.game, l.issue_id, l.numero, l.draws_at, l.status, l.issues::text AS issues, l.players::text AS players,
                 l.bets::text AS bets, l.payout::text AS payout
            FROM (${grouped}) l
           ORDER BY ${column} ${dir(sort.order)}, l.lottery_game_id, l.issue_id
           LIMIT ${window.limit} OFFSET ${window.offset}`.execute(db),
        sql<{ n: string; bets: string; payout: string }>`
          SELECT count(*)::text AS n, coalesce(sum(l.bets), 0)::text AS bets, coalesce(sum(l.payout), 0)::text AS payout
            FROM (${grouped}) l`.execute(db),
      ]);
      const total = sums.rows[0] ?? { n: '0', bets: '0', payout: '0' };
      return { rows: page.rows, total: Number(total.n), sums: total };
    },
  };
}

export type OpsReportsRepository = ReturnType<typeof createOpsReportsRepository>;
