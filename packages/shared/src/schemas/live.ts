import { z } from 'zod';
import { amountSchema } from '../money';

/**
 * Live-style tables (issue 22, docs/games/live-tables.md): shared timed rounds of Baccarat, Dragon
 * Tiger, Sic Bo, Roulette, Fan Tan, Fish Prawn Crab and Se Die, dealt by the in-house fairness
 * scheme and paid through the provider wallet protocol as vendor BGS. Amounts travel as money text
 * ("10.00"), times as ISO strings; every state carries the server's clock so the browser's
 * countdown follows the server's, not its own.
 */

/** Socket.IO namespace of the tables: guests and members of the site watch; bets go over HTTP. */
export const LIVE_NAMESPACE = '/live';
/**
 * Client → server on the namespace: `live_watch` { tableId } joins a table's room (its rounds, its
 * bet totals); `live_unwatch` { tableId } leaves it. Every socket is in its site's lobby room.
 */
export const LIVE_CLIENT_EVENTS = { watch: 'live_watch', unwatch: 'live_unwatch' } as const;
/** Server events on the namespace. */
export const LIVE_EVENTS = {
  /** Lobby room: a table's summary changed `LiveTableSummary` (new round, result, players). */
  table: 'live_table',
  /** Table room: the round changed phase `LiveRoundView` (betting → dealing → settled). */
  round: 'live_round',
  /** Table room: bet totals of the round changed `LiveRoundTotals`. */
  totals: 'live_totals',
} as const;

export const LIVE_ROUND_PHASES = ['betting', 'dealing', 'settled'] as const;
export type LiveRoundPhase = (typeof LIVE_ROUND_PHASES)[number];

/** A client request id: one per bet confirmation, resent unchanged on retry (a replay answers the first result). */
export const liveRequestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId');

export const liveTableIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** `GET /wps/relay/GLS2_roomList`: the site's tables, optionally of one game (`gameCode` baccarat, sic-bo, …). */
export const liveRoomListQuerySchema = z.object({
  gameCode: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'gameCode')
    .optional(),
});

/** `GET /wps/live/tables/:tableId` and `…/history`. */
export const liveTableParamsSchema = z.object({ tableId: liveTableIdSchema });

/**
 * `POST /wps/live/tables/:tableId/bets`: one confirmation of chips on the round taking bets, one
 * debit. A member may confirm several times in a round (each adds to the spots); the round's
 * return is credited once when it settles.
 */
export const liveBetRequestSchema = z.object({
  requestId: liveRequestIdSchema,
  /** The round the member saw taking bets: a confirmation that arrives for another round is refused. */
  roundId: z.string().regex(/^\d{1,18}$/, 'roundId'),
  /** Spot code → amount, at least one spot, at most 60. */
  spots: z
    .record(z.string().regex(/^[a-z0-9_]{1,32}$/, 'spot'), amountSchema)
    .refine((v) => Object.keys(v).length >= 1 && Object.keys(v).length <= 60, 'spots'),
});

/** `GET /wps/live/tables/:tableId/history`: the table's settled rounds, newest first; `shoeId` one shoe's (its seed once revealed). */
export const liveHistoryQuerySchema = z.object({
  shoeId: z
    .string()
    .regex(/^\d{1,18}$/, 'shoeId')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export type LiveLimits = {
  /** Per spot, per member and round. */
  minBet: string;
  maxBet: string;
  /** Spots with a lower maximum (tie, pairs, triples …): spot → max. */
  spotMax: Record<string, string>;
};

/** A result as the lobby and the road maps need it (providers/bgs/src/live/types.ts ResultSummary). */
export type LiveResultSummaryView = {
  roundId: string;
  outcome: string;
  label: string;
  bankerPair?: boolean;
  playerPair?: boolean;
  value?: number;
};

/** A table in the room list (`GLS2_roomList`) and the lobby's live updates. */
export type LiveTableSummary = {
  tableId: number;
  gameCode: string;
  /** The catalogue game id (launch and favourites use it). */
  catalogueGameId: number | null;
  /** The table's name in the site's language ("Baccarat 1"). */
  name: string;
  variant: string;
  limits: LiveLimits;
  /** Members with a bet in the current round. */
  players: number;
  phase: LiveRoundPhase | null;
  roundId: string | null;
  bettingEndsAt: string | null;
  serverTime: string;
  /** The current shoe's last results, oldest first (up to 60; the lobby draws its small road from them). */
  results: LiveResultSummaryView[];
};

/** The round as everyone at the table sees it. `result` only once dealt. */
export type LiveRoundView = {
  tableId: number;
  roundId: string;
  shoeId: string;
  /** 1, 2, … within the shoe. */
  roundNo: number;
  phase: LiveRoundPhase;
  bettingEndsAt: string;
  /** When the dealt result was shown (dealing) and when the next round opens. */
  dealtAt: string | null;
  nextRoundAt: string | null;
  /** The game's own result (cards, dice, number, beans, coins), JSON as the maths returns it. */
  result: unknown | null;
  summary: LiveResultSummaryView | null;
  serverTime: string;
};

/** Bet totals of a round by spot, and how many members bet. */
export type LiveRoundTotals = { tableId: number; roundId: string; players: number; spots: Record<string, string> };

/** The member's bets on a round: summed by spot, the round's return once settled. */
export type LiveMyRound = {
  roundId: string;
  spots: Record<string, string>;
  total: string;
  /** Stake included; null until settled. */
  payout: string | null;
  /** Spot → payout, once settled. */
  spotPayouts: Record<string, string> | null;
};

/** The commitment of a shoe: its hash before, its seed after it ends. */
export type LiveShoeView = {
  shoeId: string;
  seedHash: string;
  /** Revealed when the shoe ended; null while it plays. */
  seed: string | null;
  /** The public client seed of the shoe's streams (the table's code). */
  clientSeed: string;
  rounds: number;
  endedAt: string | null;
};

/** `GET /wps/live/tables/:tableId`. */
export type LiveTableState = {
  table: LiveTableSummary;
  /** Spot codes the felt offers, in order. */
  spots: string[];
  round: LiveRoundView | null;
  totals: LiveRoundTotals | null;
  /** Null for guests. */
  myRound: LiveMyRound | null;
  /** The member's previous settled round's spots, for "repeat bet"; null for none. */
  lastBet: Record<string, string> | null;
  shoe: LiveShoeView | null;
  /** The shoe before this one (its seed revealed), for verification. */
  previousShoe: LiveShoeView | null;
};

/** The answer to a bet confirmation (and to its replay). */
export type LiveBetResult = { roundId: string; myRound: LiveMyRound; balance: string };

/** `GET /wps/live/tables/:tableId/history`. */
export type LiveHistory = {
  shoe: LiveShoeView | null;
  rounds: Array<{ roundId: string; roundNo: number; settledAt: string | null; result: unknown; summary: LiveResultSummaryView }>;
};
