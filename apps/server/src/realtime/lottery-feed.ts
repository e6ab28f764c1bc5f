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

    async settled(trx, issueId, bettors) {
      // The issue's game once, each bettor's merchant's decimals; the figures come from the settlement's own scan.
      const { rows } = await sql<{ code: string; numero: string }>`
        SELECT g.code, i.numero FROM lottery_issue i JOIN lottery_game g ON g.id = i.lottery_game_id WHERE i.id = ${issueId}`.execute(trx);
      const issue = rows[0];
      if (!issue || bettors.length === 0) return;
      const merchants = [...new Set(bettors.map((b) => b.merchantId))];
      const { rows: decimals } = await sql<{ id: number; decimals: number }>`
        SELECT id, currency_decimals AS decimals FROM merchant WHERE id = ANY(${`{${merchants.join(',')}}`}::integer[])`.execute(trx);
      const decimalsOf = new Map(decimals.map((m) => [m.id, m.decimals]));
      const events = bettors.map((bettor): OutboxEvent => {
        const payload: LotterySettledEvent = {
          gameCode: issue.code,
          numero: issue.numero,
          bets: bettor.bets,
          won: bettor.won,
          payout: formatMinor(bettor.payout, decimalsOf.get(bettor.merchantId) ?? 2),
        };
        return { room: memberRoom(bettor.memberId), event: LOTTERY_SETTLED, payload };
      });
      await recordEvents(trx as Kysely<Database>, events);
    },

    committed() {
      outbox.nudge();
    },
  };
}
