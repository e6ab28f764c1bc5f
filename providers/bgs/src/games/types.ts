import type { z } from 'zod';
import type { Rational } from '../rational';

/** The five Chinese-style families (时时彩, PK10, 11选5, 六合彩, 3D): prize group or fixed odds, one price per winning unit. */
export type ClassicGameType = 'ssc' | 'pk10' | '11x5' | 'lhc' | 'lf';

/** The regional families, SEA 4D and the Vietnamese xổ số (North, South): fixed odds only, with prize tiers. */
export type RegionalGameType = 'sea4d' | 'vn_north' | 'vn_south';

/**
 * The lottery families, all drawn in-house from the fair byte stream. A game (e.g. a one-minute
 * SSC, or one Vietnamese province) is one of these with its own code and schedule.
 */
export type GameType = ClassicGameType | RegionalGameType;

/** How bets of a game can be paid (payout.ts PayMode). */
export type PayModeName = 'prize_group' | 'fixed_odds';

/**
 * How a game's numbers are drawn from the fair byte stream (fair/draw.ts):
 * `digits` — `count` digits 0–9, with replacement;
 * `permutation` — an order of 1..`size`;
 * `distinct` — `count` different numbers of 1..`of`, in draw order;
 * `numbers` — one number of 0..10^w − 1 per width w, in order, independent (a 4D prize is width 4).
 */
export type DrawSpec =
  | { kind: 'digits'; count: number }
  | { kind: 'permutation'; size: number }
  | { kind: 'distinct'; count: number; of: number }
  | { kind: 'numbers'; widths: readonly number[] };

/** A drawn result: the numbers in draw order (position 1 first). */
export type DrawnNumbers = readonly number[];

/** What besides the numbers settles a bet. */
export type DrawContext = {
  /** The lunar (Chinese) year the draw falls in, for LHC zodiacs; it turns at Chinese New Year, not 1 January. */
  lunarYear?: number;
};

/** How one unit bet fares: a push (LHC big/small/odd/even on 49) returns the unit stake. */
export type UnitOutcome = 'win' | 'lose' | 'push';

/**
 * The exact chance of one unit bet over the whole outcome space of the draw: it wins with
 * probability `win`, is pushed (refunded) with probability `push`, and loses otherwise.
 *
 * For the price key of a tiered bet type (one with `hits`: SEA 4D, VN lô) `win` is the EXPECTED
 * NUMBER OF HITS of that key per unit — a unit can hit one key on several slots of a draw (lô on
 * an ending drawn three times hits three times). It equals the probability whenever at most one
 * hit of the key is possible (4D first prize, đề). Either way win × odds is the key's share of
 * the unit's expected return, and a unit's return is the sum over its keys (odds.ts
 * fixedOddsUnitReturn).
 */
export type Chance = { readonly win: Rational; readonly push: Rational };

/** Big/small/odd/even, the "two-sided" picks. */
export type Bsoe = 'big' | 'small' | 'odd' | 'even';

/**
 * One bet type. A selection is split into unit bets (注), each judged on its own; the stake of a
 * bet is `combinations × unit stake`. `S` is the parsed selection, `U` one unit.
 */
export type BetTypeDefinition<S = any, U = any> = {
  /** Validates what the member picked. */
  schema: z.ZodType<S>;
  /** How many unit bets the selection makes, in closed form (equals `units(selection).length`). */
  combinations(selection: S): number;
  /** Every unit bet of the selection (at most 1,000 for any bet type). */
  units(selection: S): U[];
  /** Whether one unit wins, loses or is pushed by a result. A tiered unit wins exactly when it has a hit. */
  judge(unit: U, result: DrawnNumbers, context: DrawContext): UnitOutcome;
  /**
   * The price key of a unit: the bet type code, or `code:variant` when the unit's chance depends
   * on its value (PK10 sum 3 vs 11, LHC red vs blue). Odds tables and chances are keyed by it.
   * For a tiered bet type it is the key of the unit's best-paying tier (its first of `tiers`).
   */
  priceKey(unit: U | undefined, context: DrawContext): string;
  /**
   * Tiered bet types only (SEA 4D, VN lô): the price key of every hit of a unit on a result, one
   * per winning slot, so a unit can hit several times and on several tiers; empty when it loses.
   * The unit's prize is the sum of its hits' prizes. Tiered bet types are paid at fixed odds only.
   */
  hits?(unit: U, result: DrawnNumbers, context: DrawContext): string[];
  /** Tiered bet types only: every price key a unit's hits can carry, best-paying first. */
  tiers?(unit: U | undefined, context: DrawContext): string[];
};

/** A lottery family: its draw, its bet types and the exact chance of each price key. */
export type GameDefinition<Code extends string = string> = {
  gameType: GameType;
  draw: DrawSpec;
  /** The pay modes its bets may be played in; settleBet refuses the others. Regional games: fixed odds only. */
  payModes: readonly PayModeName[];
  /** Validates a drawn result before anything is settled on it. */
  resultSchema: z.ZodType<number[]>;
  betTypes: Readonly<Record<Code, BetTypeDefinition>>;
  /** The chance of one unit, per price key. */
  chances: Readonly<Record<string, Chance>>;
  /** How many unit bets (注) a selection makes; throws a ZodError on an invalid selection. */
  combinations(betType: Code, selection: unknown): number;
  /** Every unit bet of a selection. */
  units(betType: Code, selection: unknown): unknown[];
  /** How many of the selection's unit bets win on a result. */
  winningCombinations(betType: Code, selection: unknown, result: DrawnNumbers, context?: DrawContext): number;
  /** How many of the selection's unit bets are pushed (refunded) by a result. */
  pushCombinations(betType: Code, selection: unknown, result: DrawnNumbers, context?: DrawContext): number;
  /** The price key of a unit (see BetTypeDefinition.priceKey); `unit` may be omitted when the bet type has one price. */
  priceKey(betType: Code, unit?: unknown, context?: DrawContext): string;
  /** Every price key a unit can be paid on: its tiers for a tiered bet type, else its one price key. */
  priceKeys(betType: Code, unit?: unknown, context?: DrawContext): string[];
  /** Whether a bet type is tiered (pays per hit, see BetTypeDefinition.hits). */
  isTiered(betType: Code): boolean;
  /** The price key of every hit of one unit on a result: a plain bet type's price key once when it wins, else none. */
  hits(betType: Code, unit: unknown, result: DrawnNumbers, context?: DrawContext): string[];
  /** The exact chance of one unit (of its headline price key; for a tiered key `win` is the expected number of hits). */
  chance(betType: Code, unit?: unknown, context?: DrawContext): Chance;
  /**
   * The probability prizes are priced on: the chance of winning among draws that do not push the
   * unit, win / (1 − push). Without a push outcome it is simply the chance of winning. Throws a
   * RangeError for a tiered bet type: it has no single probability and no prize-group price.
   */
  probability(betType: Code, unit?: unknown, context?: DrawContext): Rational;
};

/** One prize tier of a result board (SEA 4D, VN xổ số). */
export type PrizeTier<T extends string = string> = {
  /** The tier's name ('first', 'special', …), also the variant of its price keys. */
  readonly tier: T;
  /** How many digits each of its numbers has (shown with leading zeros): 4 for 4D, 2 for VN North's seventh prize. */
  readonly width: number;
  /** The result positions (0-based, consecutive) that hold its numbers. */
  readonly slots: readonly number[];
};

/** A result board: its tiers in stored (draw) order, which is also the order the board is read in. */
export type PrizeLayout<T extends string = string> = readonly PrizeTier<T>[];
