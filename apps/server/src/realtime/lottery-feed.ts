import { formatMinor } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** Sent to every socket when an issue has been drawn. */
export const LOTTERY_DRAWN = 'lottery_drawn';
/** Sent to a member's sockets when an issue they bet on has been settled. */
export const LOTTERY_SETTLED = 'lottery_settled';

export type LotteryDrawnEvent = { gameCode: string; numero: string; result: number[] };
export type LotterySettledEvent = { gameCode: string; numero: string; bets: number; won: number; payout: string };

/** How the feed reaches sockets: to everyone, or to one member's room (realtime/socket.ts). */
export type LotteryEmitter = (event: string, payload: unknown, memberId?: number) => void;

/**
 * Pushes the lottery scheduler's work to the browsers, so a lottery page shows a draw and its
 * settlement without reloading: after each tick, every issue this process drew goes to all
 * sockets, and each member of an issue it settled gets their bets' outcome. Through the Socket.IO
 * adapter this reaches sockets held by every process; the draw happened once, in one of them.
 */
export function createLotteryFeed(db: Kysely<Database>) {
  let emit: LotteryEmitter = () => {};
  return {
    /** Wires the realtime server in; until then nothing is sent. */
    setEmitter(next: LotteryEmitter) {
      emit = next;
    },

    /** Announces what one scheduler tick drew and settled. */
    async announce(report: { drawn: bigint[]; settled: bigint[] }): Promise<void> {
      if (report.drawn.length > 0) {
        const drawn = await sql<{ code: string; numero: string; result: number[] }>`
          SELECT g.code, i.numero, i.result FROM lottery_issue i JOIN lottery_game g ON g.id = i.lottery_game_id
           WHERE i.id = ANY(${report.drawn.map(String)}::bigint[]) AND i.result IS NOT NULL`.execute(db);
        for (const row of drawn.rows)
          emit(LOTTERY_DRAWN, { gameCode: row.code, numero: row.numero, result: row.result } satisfies LotteryDrawnEvent);
      }
      if (report.settled.length > 0) {
        const settled = await sql<{
          member_id: number;
          code: string;
          numero: string;
          bets: number;
          won: number;
          payout: string;
          decimals: number;
        }>`
          SELECT b.member_id, g.code, i.numero, count(*)::integer AS bets,
                 count(*) FILTER (WHERE b.status = 'won')::integer AS won, sum(b.payout)::text AS payout, m.currency_decimals AS decimals
            FROM lottery_bet b
            JOIN lottery_issue i ON i.id = b.issue_id
            JOIN lottery_game g ON g.id = b.lottery_game_id
            JOIN merchant m ON m.id = b.merchant_id
           WHERE b.issue_id = ANY(${report.settled.map(String)}::bigint[])
           GROUP BY b.member_id, g.code, i.numero, m.currency_decimals`.execute(db);
        for (const row of settled.rows) {
          const event: LotterySettledEvent = {
            gameCode: row.code,
            numero: row.numero,
            bets: row.bets,
            won: row.won,
            payout: formatMinor(BigInt(row.payout), row.decimals),
          };
          emit(LOTTERY_SETTLED, event, row.member_id);
        }
      }
    },
  };
}

export type LotteryFeed = ReturnType<typeof createLotteryFeed>;
