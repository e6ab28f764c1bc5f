import type { PvpRoomState } from '@fortuna/shared';

/** A `pvp_room` event: something changed at a room, now at `version`. */
export type PvpRoomEvent = { roomId: number; version: number };

/**
 * Whether a room event makes the page read the room again: an event of this room newer than what
 * the page holds (an older or equal one was already seen, or came out of order).
 */
export function roomEventIsNews(state: Pick<PvpRoomState, 'room' | 'version'> | undefined, event: PvpRoomEvent): boolean {
  if (!state) return true;
  return event.roomId === state.room.roomId && event.version > state.version;
}

/** Whether the member's money moved between two states of a room: a hand that finished, or a seat taken or left. */
export function moneyMoved(before: PvpRoomState | undefined, after: PvpRoomState): boolean {
  if (!before) return false;
  if (after.hand?.finished && !(before.hand?.handId === after.hand.handId && before.hand.finished)) return true;
  const stake = (s: PvpRoomState) => (s.mySeat === null ? null : (s.seats.find((x) => x.seat === s.mySeat)?.stake ?? null));
  return stake(before) !== stake(after) || before.mySeat !== after.mySeat;
}
