import { cardText, decodeState, type PvpOption, type PvpStateBase, pvpRules } from '@fortuna/bgs/pvp';
import {
  formatMinor,
  type PvpActionType,
  type PvpGameCode,
  type PvpHandView,
  type PvpRoomState,
  type PvpRoomSummary,
  type PvpSeatView,
} from '@fortuna/shared';
import { maskAccount } from '../game-launch/game-launch.presenter';
import type { PvpHandRow, PvpRoomRow, PvpSeatRow } from './pvp.repository';

const money = (v: bigint) => formatMinor(v, 2);

/** A hand row's game state. */
export const handState = (hand: PvpHandRow): PvpStateBase =>
  decodeState<PvpStateBase>(typeof hand.state === 'string' ? hand.state : JSON.stringify(hand.state));

/** Bigints of a game's extras as money text (the wire has no bigints). */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return money(value);
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

export function presentSummary(
  room: PvpRoomRow,
  occupancy: { seated: number; playing: boolean } | undefined,
  catalogueGameId: number | null,
): PvpRoomSummary {
  return {
    roomId: room.id,
    gameCode: room.game_code as PvpGameCode,
    catalogueGameId,
    level: room.level,
    base: money(BigInt(room.base)),
    minBalance: money(BigInt(room.min_balance)),
    rakeBps: room.rake_bps,
    seats: room.seats,
    seated: occupancy?.seated ?? 0,
    playing: occupancy?.playing ?? false,
  };
}

function presentOption(o: PvpOption): PvpHandView['myActions'][number] {
  return {
    type: o.type as PvpActionType,
    ...(o.multipliers ? { multipliers: o.multipliers } : {}),
    ...(o.minAmount !== undefined ? { minAmount: money(o.minAmount) } : {}),
    ...(o.maxAmount !== undefined ? { maxAmount: money(o.maxAmount) } : {}),
    ...(o.seats ? { seats: o.seats } : {}),
  };
}

/**
 * What one member (or a guest) may see of a room: every seat, the hand with only the member's own
 * cards until the showdown, the member's moves now, the seed's hash (the seed once the hand ended).
 */
export function presentRoomState(input: {
  room: PvpRoomRow;
  summary: PvpRoomSummary;
  seats: PvpSeatRow[];
  hand: PvpHandRow | undefined;
  memberId: number | null;
  now: Date;
}): PvpRoomState {
  const { room, seats, hand, memberId, now } = input;
  const rules = pvpRules(room.game_code);
  const state = hand && rules ? handState(hand) : undefined;
  const members = hand ? (hand.members as (number | null)[]) : [];
  const handSeat = memberId === null ? -1 : members.indexOf(memberId);
  const sight = state && rules ? rules.view(state, handSeat >= 0 ? handSeat : null) : undefined;
  const returns = hand?.returns ? (hand.returns as string[]).map(BigInt) : null;
  const banker = typeof sight?.detail.banker === 'number' ? sight.detail.banker : null;
  const mySeat = seats.find((s) => s.member_id === memberId)?.seat ?? null;

  const seatViews: PvpSeatView[] = Array.from({ length: room.seats }, (_, i) => {
    const row = seats.find((s) => s.seat === i);
    const inHand = state && row && members[i] === row.member_id;
    const status = state?.status[i];
    return {
      seat: i,
      player: row ? (row.member_id === memberId ? row.username : maskAccount(row.username)) : null,
      isMe: row !== undefined && row.member_id === memberId,
      isBanker: banker === i && Boolean(inHand),
      status: !row ? 'empty' : !inHand || status === 'none' ? 'waiting' : (status as 'playing' | 'folded' | 'out'),
      stake: money(inHand && state ? (state.stakes[i] as bigint) : 0n),
      cards: inHand && sight ? (sight.seats[i]?.cards ?? []).map((c) => (c === null ? null : cardText(c))) : [],
      handLabel: inHand && sight ? (sight.seats[i]?.label ?? null) : null,
      lastAction: inHand && state?.lastActions[i] ? (plain(state.lastActions[i]) as PvpSeatView['lastAction']) : null,
      net: inHand && returns && state ? money((returns[i] as bigint) - (state.stakes[i] as bigint)) : null,
    };
  });

  const handView: PvpHandView | null =
    hand && state && sight
      ? {
          handId: String(hand.id),
          version: hand.version,
          phase: state.phase,
          turnSeats: state.turn,
          deadline: hand.deadline ? new Date(hand.deadline).toISOString() : null,
          pot: money(state.stakes.reduce((a, b) => a + b, 0n)),
          rake: hand.rake === null ? null : money(BigInt(hand.rake)),
          seedHash: hand.seed_hash,
          seed: hand.finished ? hand.seed : null,
          finished: hand.finished,
          myActions: hand.finished ? [] : sight.options.map(presentOption),
          detail: { ...(plain(sight.detail) as Record<string, unknown>), handNo: hand.hand_no, clientSeed: hand.client_seed },
        }
      : null;

  return {
    room: input.summary,
    seats: seatViews,
    mySeat,
    hand: handView,
    nextHandAt: !hand?.closed_at && hand ? null : room.next_hand_at ? new Date(room.next_hand_at).toISOString() : null,
    version: room.version,
    serverTime: now.toISOString(),
  };
}
