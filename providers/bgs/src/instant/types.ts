import type { z } from 'zod';
import type { Uint32Stream } from '../fair/sampling';

/** Where a round stands after its start or an action. */
export type InstantStep<S = unknown, V = unknown> = {
  /** JSON-safe (no bigint): everything the next action needs, hidden parts included. */
  state: S;
  /** The round is over: `win` is final. */
  finished: boolean;
  /** Minor units, floored; 0 while unfinished (a steps game shows its current cash-out value in `view`). */
  win: bigint;
  /** JSON-safe: what the player may see now (never a hidden part while unfinished; everything once finished). */
  view: V;
};

/**
 * One in-house instant game (an original or a slot). The maths is pure and synchronous over a
 * {@link Uint32Stream}, so the server plays it and the browser recomputes it with the same code.
 * A steps game draws everything it may need at `start` and keeps it in `state`; `act` reads no
 * randomness. Multipliers are exact; a win is floor(bet × multiplier) in minor units.
 */
export type InstantGameDefinition<P = any, A = any, S = any, V = any> = {
  /** The catalogue game code under vendor BGS ('dice', 'jade-temple', …). */
  code: string;
  family: 'original' | 'slot';
  /** single: one call plays the whole round; steps: actions until finished. */
  kind: 'single' | 'steps';
  /** Bet parameters (target, mines, rows, risk …), validated on the server and in the web. */
  params: z.ZodType<P>;
  /** A steps game's action (reveal a tile, higher or lower, cash out). */
  action?: z.ZodType<A>;
  /** The exact return to player for these parameters (0.99 = 99 %). */
  rtp(params: P): number;
  /** The largest win ÷ bet these parameters allow. */
  maxMultiplier(params: P): number;
  start(input: { stream: Uint32Stream; bet: bigint; params: P }): InstantStep<S, V>;
  act?(input: { state: S; bet: bigint; params: P; action: A }): InstantStep<S, V>;
  /**
   * A steps game whose action raises the stake (Blackjack's double and split): the extra amount, in
   * minor units, the server debits with its own transaction id before `act` applies the action; 0n
   * when the action raises nothing (or is not allowed now, which `act` then refuses). The round's
   * `bet` stays the opening stake; the game counts the raised stakes in its state.
   */
  raise?(input: { state: S; bet: bigint; params: P; action: A }): bigint;
  /**
   * The params are decided by the server, not the member (Reef Hunter: the fish the bullet hit), so
   * the member's bet call refuses the game; only its own module plays it.
   */
  serverParams?: boolean;
};

/** floor(bet × numerator / denominator): a win from an exact rational multiplier. */
export function winOf(bet: bigint, numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  return (bet * numerator) / denominator;
}
