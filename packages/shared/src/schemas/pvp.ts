import { z } from 'zod';
import { amountSchema } from '../money';

/**
 * PVP card rooms (issue 22, docs/games/pvp-rooms.md): Niu Niu, ZJH, Shan Koe Mee and Poker, up to
 * 6 members at a room of a stake level, hands dealt from a committed seed, turn timers with an
 * automatic action on time-out, the house's rake taken through the ledger. Money travels as money
 * text ("10.00"), times as ISO strings with the server's clock beside them.
 */

export const PVP_GAME_CODES = ['niu-niu', 'zjh', 'shan-koe-mee', 'poker'] as const;
export type PvpGameCode = (typeof PVP_GAME_CODES)[number];

/** Socket.IO namespace of the rooms. Client → server: `pvp_watch` { roomId } / `pvp_unwatch` { roomId }. */
export const PVP_NAMESPACE = '/pvp';
export const PVP_CLIENT_EVENTS = { watch: 'pvp_watch', unwatch: 'pvp_unwatch' } as const;
export const PVP_EVENTS = {
  /**
   * Room room: something changed `{ roomId, version }` (a seat, a hand's phase, an action). The
   * page then reads `GET /wps/pvp/rooms/:roomId`, whose answer holds what this member may see
   * (own cards; the others' only at the showdown), so no private card crosses the broadcast.
   */
  room: 'pvp_room',
  /** Lobby room of the site: a room's seat count changed `PvpRoomSummary`. */
  lobby: 'pvp_lobby',
} as const;

export const pvpRoomIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const pvpRequestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId');

/** `GET /wps/pvp/rooms`: rooms by game, grouped by stake level on the page. */
export const pvpRoomListQuerySchema = z.object({ gameCode: z.enum(PVP_GAME_CODES).optional() });
export const pvpRoomParamsSchema = z.object({ roomId: pvpRoomIdSchema });
/** `POST /wps/pvp/rooms/:roomId/sit`: take a seat (the given one, or any free). */
export const pvpSitRequestSchema = z.object({ seat: z.number().int().min(0).max(5).optional() });

/**
 * Every move of every game; which apply when is the game's (docs/games/pvp-rooms.md):
 * - niu-niu: `grab` { multiplier 0–4 } (0: do not grab the bank), `bet` { multiplier 1–5 } (non-bankers), `show`.
 * - zjh: `see` (look at own cards), `call`, `raise` { amount }, `compare` { seat }, `fold`.
 * - shan-koe-mee: `bet` { amount } (non-bankers, up to the bank's share), `draw`, `stand`.
 * - poker: `check`, `bet`, `call`, `raise`, `fold` (fixed-limit amounts: no amount sent).
 */
export const PVP_ACTION_TYPES = ['grab', 'bet', 'show', 'see', 'call', 'raise', 'compare', 'fold', 'draw', 'stand', 'check'] as const;
export type PvpActionType = (typeof PVP_ACTION_TYPES)[number];

export const pvpActionSchema = z.object({
  type: z.enum(PVP_ACTION_TYPES),
  multiplier: z.number().int().min(0).max(5).optional(),
  amount: amountSchema.optional(),
  seat: z.number().int().min(0).max(5).optional(),
});
export type PvpAction = z.input<typeof pvpActionSchema>;

/** `POST /wps/pvp/rooms/:roomId/act`: a move in the room's current hand. */
export const pvpActRequestSchema = z.object({
  requestId: pvpRequestIdSchema,
  handId: z.string().regex(/^\d{1,18}$/, 'handId'),
  /** The hand version the member acted on: a stale one is refused with pvp_hand_changed. */
  version: z.number().int().min(0),
  action: pvpActionSchema,
});

/** `GET /wps/pvp/hands/:handId`: one finished hand with its revealed seed (verification). */
export const pvpHandParamsSchema = z.object({ handId: z.string().regex(/^\d{1,18}$/, 'handId') });

/**
 * `GET /wps/pvp/hands/:handId`: the record of a finished hand (a hand not finished or unknown is
 * `not_found`), enough to recompute its deck from the seed (docs/games/pvp-rooms.md): the deck is
 * `deckFromStream` of `instantStream(seed, clientSeed, nonce)` and the deal `dealHands(gameCode,
 * deck, seats)` (@fortuna/bgs/pvp/pure).
 */
export type PvpHandRecord = {
  handId: string;
  roomId: number;
  gameCode: PvpGameCode;
  /** The room's hand number (also the stream's nonce). */
  handNo: number;
  /** When the hand ended (ISO). */
  finishedAt: string | null;
  /** The hand's seed, revealed now, and the SHA-256 committed before the deal. */
  seed: string;
  seedHash: string;
  /** The stream's client seed (the room's `pvp-<roomId>`) and nonce. */
  clientSeed: string;
  nonce: number;
  /** The house's rake of the whole hand. */
  rake: string;
  /** Every seat dealt in, ascending. */
  seats: Array<{
    seat: number;
    status: 'playing' | 'folded' | 'out';
    /** The cards the seat ended with ('Qh', '10s'): as dealt, or with Shan Koe Mee's drawn third card. */
    cards: string[];
    /** The hand's label as the server names it ("Niu 8", "Pair"), null when it was never shown. */
    label: string | null;
    /** What the seat put at stake, and what it got back (stake included, rake taken). */
    stake: string;
    returned: string;
  }>;
};

export type PvpRoomSummary = {
  roomId: number;
  gameCode: PvpGameCode;
  catalogueGameId: number | null;
  /** 1 (lowest stakes) … */
  level: number;
  /** The room's base stake (ante, base bet). */
  base: string;
  /** Balance needed to sit. */
  minBalance: string;
  /** The house's rake on winnings, in basis points (500 = 5 %). */
  rakeBps: number;
  seats: number;
  seated: number;
  /** A hand is being played. */
  playing: boolean;
};

/** A card as the page draws it: '<rank><suit>' with rank A 2 … 10 J Q K and suit s h c d ("Qh", "10s"); null: face down. */
export type PvpCardView = string | null;

export type PvpSeatView = {
  seat: number;
  /** Masked name of the member, or the member's own name on their own seat; null: empty seat. */
  player: string | null;
  isMe: boolean;
  isBanker: boolean;
  /** Sitting out this hand (joined mid-hand, folded, could not cover the stake). */
  status: 'empty' | 'waiting' | 'playing' | 'folded' | 'out';
  /** Money the seat has put at stake in this hand. */
  stake: string;
  cards: PvpCardView[];
  /** Game-specific label of the hand once shown ("Niu 8", "Pair", "Shan 9"), else null. */
  handLabel: string | null;
  /** The seat's last move this hand (grab ×3, bet ×2, call, …) as an i18n-able key and value. */
  lastAction: { type: PvpActionType; multiplier?: number; amount?: string; seat?: number } | null;
  /** After the hand: what came back minus what was staked (after rake). */
  net: string | null;
};

export type PvpHandView = {
  handId: string;
  /** Increases with every change; act with the version you saw. */
  version: number;
  /** Game-specific phase (niu-niu: grab, bet, show, done; zjh: betting, done; …). */
  phase: string;
  /** Seats whose move is awaited now. */
  turnSeats: number[];
  /** When the awaited moves time out (the automatic move is then made). */
  deadline: string | null;
  /** Total at stake this hand. */
  pot: string;
  rake: string | null;
  /** SHA-256 of the hand's seed, shown when dealt; the seed after the hand ends. */
  seedHash: string;
  seed: string | null;
  finished: boolean;
  /** Moves this member may make now, with their bounds. */
  myActions: Array<{ type: PvpActionType; multipliers?: number[]; minAmount?: string; maxAmount?: string; seats?: number[] }>;
  /** Game-specific extras (current bet in zjh, banker multiplier in niu niu …), JSON. */
  detail: Record<string, unknown>;
};

/** `GET /wps/pvp/rooms/:roomId`. */
export type PvpRoomState = {
  room: PvpRoomSummary;
  seats: PvpSeatView[];
  mySeat: number | null;
  hand: PvpHandView | null;
  /** When the next hand deals (once at least two are seated), else null. */
  nextHandAt: string | null;
  /** Room version (seats and hand together): socket `pvp_room` events carry it. */
  version: number;
  serverTime: string;
};
