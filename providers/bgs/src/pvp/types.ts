/**
 * PVP card rooms (issue 22, docs/games/pvp-rooms.md): the pure state machines of Niu Niu, ZJH, Shan
 * Koe Mee and Poker. No clock, no database, no money moves here: amounts are bigints in minor units,
 * and the server debits every rise of a seat's `stakes` entry and credits `settle`'s returns.
 */

export const PVP_GAMES = ['niu-niu', 'zjh', 'shan-koe-mee', 'poker'] as const;
export type PvpGame = (typeof PVP_GAMES)[number];

/** Seats of a room: 0 … MAX_SEATS − 1. Every per-seat array of a state has this length. */
export const MAX_SEATS = 6;

/** A move as the wire carries it (packages/shared schemas/pvp.ts `pvpActionSchema`), amounts in minor units. */
export type PvpMove = {
  type: 'grab' | 'bet' | 'show' | 'see' | 'call' | 'raise' | 'compare' | 'fold' | 'draw' | 'stand' | 'check';
  multiplier?: number;
  amount?: bigint;
  seat?: number;
};

/**
 * A seat's part in the hand: `none` (empty or not dealt in), `playing`, `folded` (gave up, loses its
 * stake), `out` (could not cover a stake: takes no part, staked nothing or gets it back).
 */
export type SeatStatus = 'none' | 'playing' | 'folded' | 'out';

/** A rule refusal: not this seat's move now, or a move the rules do not allow. */
export type PvpRuleError = { error: 'pvp_not_your_turn' | 'pvp_action_invalid'; reason: string };

/** What every game's state holds (plus its own fields). Plain data: it round-trips through `encodeState`. */
export type PvpStateBase = {
  game: PvpGame;
  base: bigint;
  rakeBps: number;
  status: SeatStatus[];
  /** Money each seat has put at stake; never decreases (the server debits each rise). */
  stakes: bigint[];
  cards: number[][];
  phase: string;
  /** Seats whose move is awaited. */
  turn: number[];
  /** Counts accepted moves: the hand's version. */
  step: number;
  /** The step at which the awaited moves became due: a member who saw an older one acts on a stale view. */
  phaseStep: number;
  lastActions: (PvpMove | null)[];
  /** Once done, every hand's label (shown at the showdown). */
  labels: (string | null)[];
  finished: boolean;
};

/** Where the cards come from: the committed seed's stream (fair/instant.ts), `clientSeed` the room's code, `nonce` the hand number. */
export type PvpDealInput = { seats: number[]; base: bigint; rakeBps: number; seed: string; clientSeed: string; nonce: number };

/** What one seat sees of the hand. */
export type PvpSeatSight = { cards: (number | null)[]; label: string | null };

/** A move the viewing seat may make now. */
export type PvpOption = { type: PvpMove['type']; multipliers?: number[]; minAmount?: bigint; maxAmount?: bigint; seats?: number[] };

export type PvpSettlement = {
  /** What each seat gets back (stake included, rake taken). */
  returns: bigint[];
  /** The house's part of each seat's winnings. */
  rakes: bigint[];
  rake: bigint;
};

/** One game: every function pure and synchronous. */
export type PvpRules<S extends PvpStateBase = PvpStateBase> = {
  code: PvpGame;
  /** The balance a member needs to sit at a room of this base with this many seats. */
  minBalance(base: bigint, seats: number): bigint;
  /** Deals a hand to `seats` (at least two). */
  start(input: PvpDealInput): S;
  act(state: S, seat: number, move: PvpMove): S | PvpRuleError;
  /** The automatic move of a seat whose time ran out. */
  timeoutAction(state: S, seat: number): PvpMove;
  /** The seat cannot cover a stake the hand asked of it (at the deal or on a timed-out move): it folds or sits out. */
  forfeit(state: S, seat: number): S;
  /** What `seat` (null: a watcher) may see: cards, labels, the seat's options, the game's extras. */
  view(state: S, seat: number | null): { seats: PvpSeatSight[]; options: PvpOption[]; detail: Record<string, unknown> };
  settle(state: S): PvpSettlement;
};

export const isRuleError = (value: unknown): value is PvpRuleError =>
  typeof value === 'object' && value !== null && 'error' in value && typeof (value as PvpRuleError).error === 'string';
