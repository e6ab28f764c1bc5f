import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { Instants } from '../agent-reports/business-days';

/** Settled play of one business day and category, minor units. */
export type PlayRow = { day: string; category: string; bets: bigint; validBet: bigint; payout: bigint; rounds: number };
/** The main wallet's entries of one business day and ledger kind, minor units. */
export type MoneyRow = { day: string; kind: string; amount: bigint };

/** The ledger kinds that are bonuses and rebates paid to the member (the P&L's "bonuses"). */
export const BONUS_KINDS = ['bonus', 'bonus_forfeit', 'lottery_rebate'] as const;

/** Every query of the player's own reports. */
export function createMemberReportsRepository(db: Kysely<Database>) {
  return {
    /**
     * The member's settled rounds per business day and category, from the quarter-hour rollups
     * (`member_hourly_rollup`): every zone in use is a whole number of quarter-hours from UTC, so
     * each row falls inside one business day of `timeZone`.
     */
    async play(memberId: number, range: Instants, timeZone: string): Promise<PlayRow[]> {
      const { rows } = await sql<{ day: string; category: string; bets: string; valid_bet: string; payout: string; rounds: string }>`
        SELECT to_char((hour AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day, category,
               sum(bets)::text AS bets, sum(valid_bet)::text AS valid_bet, sum(payout)::text AS payout, sum(rounds)::text AS rounds
          FROM member_hourly_rollup
         WHERE member_id = ${memberId} AND hour >= ${range.start} AND hour < ${range.end}
         GROUP BY 1, 2
         ORDER BY 1, 2`.execute(db);
      return rows.map((r) => ({
        day: r.day,
        category: r.category,
        bets: BigInt(r.bets),
        validBet: BigInt(r.valid_bet),
        payout: BigInt(r.payout),
        rounds: Number(r.rounds),
      }));
    },

    /** The member's main-wallet entries summed per business day and transaction kind. */
    async money(memberId: number, range: Instants, timeZone: string): Promise<MoneyRow[]> {
      const { rows } = await sql<{ day: string; kind: string; amount: string }>`
        SELECT to_char((e.created_at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day, t.kind, sum(e.amount)::text AS amount
          FROM ledger_entry e
          JOIN ledger_account a ON a.id = e.account_id
          JOIN ledger_transaction t ON t.id = e.transaction_id
         WHERE a.owner = 'member' AND a.member_id = ${memberId} AND a.kind = 'main'
           AND e.created_at >= ${range.start} AND e.created_at < ${range.end}
         GROUP BY 1, 2
         ORDER BY 1, 2`.execute(db);
      return rows.map((r) => ({ day: r.day, kind: r.kind, amount: BigInt(r.amount) }));
    },

    /** The main wallet's balance just before an instant: the balance after its last posted entry dated before it (0 without one). */
    async balanceBefore(memberId: number, instant: Date): Promise<bigint> {
      const { rows } = await sql<{ balance: string }>`
        SELECT e.balance_after::text AS balance
          FROM ledger_entry e
          JOIN ledger_account a ON a.id = e.account_id
         WHERE a.owner = 'member' AND a.member_id = ${memberId} AND a.kind = 'main' AND e.created_at < ${instant}
         ORDER BY e.id DESC
         LIMIT 1`.execute(db);
      return rows[0] ? BigInt(rows[0].balance) : 0n;
    },
  };
}

export type MemberReportsRepository = ReturnType<typeof createMemberReportsRepository>;
