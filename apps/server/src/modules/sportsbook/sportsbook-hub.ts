import { SPORTSBOOK_EVENTS, type SportsbookBet, type SportsbookMatchState, type SportsbookOddsUpdate } from '@fortuna/shared';
import { presentMatchState } from './sportsbook.presenter';
import type { MatchRow } from './sportsbook.tables';

/** How sportsbook events reach sockets: `io.of('/sports').to(room).emit`, every process's through the adapter. */
export type SportsbookEmitter = (room: string, event: string, payload: unknown) => void;

/** The room of a merchant's book watchers (every socket of the site is in it): match states and prices. */
export const sportsbookLobbyRoom = (merchantId: number) => `sb:${merchantId}:lobby`;
/** The room of one match's watchers (its page). */
export const sportsbookMatchRoom = (merchantId: number, matchId: bigint | string) => `sb:${merchantId}:match:${matchId}`;
/** The room of a member's sockets on the book: their bets accepted, rejected and settled. */
export const sportsbookMemberRoom = (merchantId: number, memberId: number) => `sb:${merchantId}:member:${memberId}`;

/** Sportsbook delivery; until the socket namespace is wired in (app.ts), events go nowhere. */
export function createSportsbookHub() {
  let emitter: SportsbookEmitter = () => {};
  const both = (merchantId: number, matchId: bigint, event: string, payload: unknown) => {
    emitter(sportsbookLobbyRoom(merchantId), event, payload);
    emitter(sportsbookMatchRoom(merchantId, matchId), event, payload);
  };
  return {
    setEmitter(next: SportsbookEmitter) {
      emitter = next;
    },
    /** A match's status, minute or score changed. */
    match(match: MatchRow) {
      const payload: SportsbookMatchState = presentMatchState(match);
      both(match.merchant_id, match.id, SPORTSBOOK_EVENTS.match, payload);
    },
    /** Prices moved (a null price: taken off the board). */
    odds(match: MatchRow, prices: readonly { marketKey: string; selectionKey: string; oddsMilli: number | null }[]) {
      const payload: SportsbookOddsUpdate = { matchId: String(match.id), prices: prices.map((p) => ({ ...p })) };
      both(match.merchant_id, match.id, SPORTSBOOK_EVENTS.odds, payload);
    },
    /** A member's bet was accepted, rejected or settled. */
    bet(merchantId: number, memberId: number, bet: SportsbookBet) {
      emitter(sportsbookMemberRoom(merchantId, memberId), SPORTSBOOK_EVENTS.bet, bet);
    },
  };
}

export type SportsbookHub = ReturnType<typeof createSportsbookHub>;
