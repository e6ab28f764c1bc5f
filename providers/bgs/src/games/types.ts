import type { z } from 'zod';
import type { Rational } from '../rational';

/** The in-house lottery families. A game (e.g. a one-minute SSC) is one of these with its own code and schedule. */
export type GameType = 'ssc' | 'pk10' | '11x5' | 'lhc' | 'lf';

/**
 * How a game's numbers are drawn from the fair byte stream (fair/draw.ts):
 * `digits` — `count` digits 0–9, with replacement;
 * `permutation` — an order of 1..`size`;
 * `distinct` — `count` different numbers of 1..`of`, in draw order.
 */
export type DrawSpec =
  | { kind: 'digits'; count: number }
  | { kind: 'permutation'; size: number }
  | { kind: 'distinct'; count: number; of: number };

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
  /** Whether one unit wins, loses or is pushed by a result. */
  judge(unit: U, result: DrawnNumbers, context: DrawContext): UnitOutcome;
  /**
   * The price key of a unit: the bet type code, or `code:variant` when the unit's chance depends
   * on its value (PK10 sum 3 vs 11, LHC red vs blue). Odds tables and chances are keyed by it.
   */
  priceKey(unit: U | undefined, context: DrawContext): string;
};

/** A lottery family: its draw, its bet types and the exact chance of each price key. */
export type GameDefinition<Code extends string = string> = {
  gameType: GameType;
  draw: DrawSpec;
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
  /** The exact chance of one unit. */
  chance(betType: Code, unit?: unknown, context?: DrawContext): Chance;
  /**
   * The probability prizes are priced on: the chance of winning among draws that do not push the
   * unit, win / (1 − push). Without a push outcome it is simply the chance of winning.
   */
  probability(betType: Code, unit?: unknown, context?: DrawContext): Rational;
};
