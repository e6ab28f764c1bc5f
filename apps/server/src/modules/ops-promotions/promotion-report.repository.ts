import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { Instants } from '../agent-reports/business-days';

type Db = Kysely<Database>;

/** The bonuses a promotion paid in a range: counts by how taken and by requirement, and their sum (minor units). */
export type BonusFigures = {
  paid: number;
  by_claim: number;
  auto: number;
  by_operator: number;
  cost: string;
  req_none: number;
  req_open: number;
  req_met: number;
  req_forfeited: number;
  req_waived: number;
};

/**
 * The figures of one promotion over a range of instants (the merchant's business days): every
 * query reads the bonus book, the promotion's entries and the settled rounds, nothing kept aside.
 */
export const promotionReportRepository = {
  async bonuses(db: Db, promotionId: number, range: Instants): Promise<BonusFigures> {
    const { rows } = await sql<BonusFigures>`
      SELECT count(*)::int AS paid,
             count(*) FILTER (WHERE taken_by = 'claim')::int AS by_claim,
             count(*) FILTER (WHERE taken_by = 'auto')::int AS auto,
             count(*) FILTER (WHERE taken_by = 'operator')::int AS by_operator,
             coalesce(sum(amount), 0)::text AS cost,
             count(*) FILTER (WHERE requirement = 'none')::int AS req_none,
             count(*) FILTER (WHERE requirement = 'open')::int AS req_open,
             count(*) FILTER (WHERE requirement = 'met')::int AS req_met,
             count(*) FILTER (WHERE requirement = 'forfeited')::int AS req_forfeited,
             count(*) FILTER (WHERE requirement = 'waived')::int AS req_waived
        FROM bonus
       WHERE promotion_id = ${promotionId} AND created_at >= ${range.start} AND created_at < ${range.end}`.execute(db);
    return rows[0] as BonusFigures;
  },

  /** Joins and applications made in the range, by their state now. */
  async entries(db: Db, promotionId: number, range: Instants) {
    const { rows } = await sql<{ joined: number; in_process: number; approved: number; rejected: number }>`
      SELECT count(*) FILTER (WHERE status = 'joined')::int AS joined,
             count(*) FILTER (WHERE status = 'in_process')::int AS in_process,
             count(*) FILTER (WHERE status = 'approved')::int AS approved,
             count(*) FILTER (WHERE status = 'rejected')::int AS rejected
        FROM promotion_entry
       WHERE promotion_id = ${promotionId} AND created_at >= ${range.start} AND created_at < ${range.end}`.execute(db);
    return rows[0] as { joined: number; in_process: number; approved: number; rejected: number };
  },

  /** Distinct members who were paid, joined or applied in the range. */
  async participants(db: Db, promotionId: number, range: Instants): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      SELECT count(DISTINCT member_id)::int AS n FROM (
        SELECT member_id FROM bonus
         WHERE promotion_id = ${promotionId} AND created_at >= ${range.start} AND created_at < ${range.end}
        UNION
        SELECT member_id FROM promotion_entry
         WHERE promotion_id = ${promotionId} AND created_at >= ${range.start} AND created_at < ${range.end}
      ) AS p`.execute(db);
    return rows[0]?.n ?? 0;
  },

  /**
   * The stakes of the paid members' real-money rounds settled from each member's first bonus of
   * the range to the range's end (the same rounds a turnover requirement counts, every category).
   */
  async turnover(db: Db, promotionId: number, range: Instants): Promise<string> {
    const { rows } = await sql<{ total: string }>`
      WITH paid AS (
        SELECT member_id, min(created_at) AS since FROM bonus
         WHERE promotion_id = ${promotionId} AND created_at >= ${range.start} AND created_at < ${range.end}
         GROUP BY member_id
      )
      SELECT coalesce(sum(r.total_bet), 0)::text AS total
        FROM paid
        JOIN game_round r ON r.member_id = paid.member_id
       WHERE r.status = 'settled' AND NOT r.play_money AND r.settled_at >= paid.since AND r.settled_at < ${range.end}`.execute(db);
    return rows[0]?.total ?? '0';
  },

  /** Bonuses and their sum per business day of the range (days without any left out). */
  async days(db: Db, promotionId: number, range: Instants, timeZone: string) {
    const { rows } = await sql<{ day: string; claims: number; cost: string }>`
      SELECT to_char(created_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day, count(*)::int AS claims, sum(amount)::text AS cost
        FROM bonus
       WHERE promotion_id = ${promotionId} AND created_at >= ${range.start} AND created_at < ${range.end}
       GROUP BY 1 ORDER BY 1`.execute(db);
    return rows;
  },
};
