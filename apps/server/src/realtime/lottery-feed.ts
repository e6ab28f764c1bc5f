import type { LotteryAnnouncer } from '@fortuna/bgs/engine';
import { formatMinor } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type EventOutbox, type OutboxEvent, recordEvents } from './outbox';
import { lotteryGameRoom, memberRoom } from './rooms';

/** Sent to the sockets watching a game (its room) when one of its issues has been drawn. */
export const LOTTERY_DRAWN = 'lottery_drawn';
/** Sent to a member's sockets when an issue they bet on has been settled. */
export const LOTTERY_SETTLED = 'lottery_settled';

export type LotteryDrawnEvent = { gameCode: string; numero: string; result: number[] };
export type LotterySettledEvent = { gameCode: string; numero: string; bets: number; won: number; payout: string };

/**
 * Pushes the lottery scheduler's work to the browsers, so a lottery page shows a draw and its
 * settlement without reloading. Each announcement is an outbox row written in the transaction of
 * the draw or of the settlement (the scheduler's `announce` hooks), so it is published once it
 * commits, by this process or, if this one dies first, by any other: a draw goes to the room of
 * the game's watchers, a settlement to each bettor's room.
 */
export function createLotteryFeed(outbox: EventOutbox): LotteryAnnouncer {
  return {
    async drawn(trx, issue) {
      const event: LotteryDrawnEvent = { gameCode: issue.gameCode, numero: issue.numero, result: issue.result };
      await recordEvents(trx as Kysely<Database>, [{ room: lotteryGameRoom(issue.gameCode), event: LOTTERY_DRAWN, payload: event }]);
    },

    async settled(trx, issueId) {
      const { rows } = await sql<{
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
         WHERE b.issue_id = ${issueId}
         GROUP BY b.member_id, g.code, i.numero, m.currency_decimals
         ORDER BY b.member_id`.execute(trx);
      const events = rows.map((row): OutboxEvent => {
        const payload: LotterySettledEvent = {
          gameCode: row.code,
          numero: row.numero,
          bets: row.bets,
          won: row.won,
          payout: formatMinor(BigInt(row.payout), row.decimals),
        };
        return { room: memberRoom(row.member_id), event: LOTTERY_SETTLED, payload };
      });
      await recordEvents(trx as Kysely<Database>, events);
    },

    committed() {
      outbox.nudge();
    },
  };
}
