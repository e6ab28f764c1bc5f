import { z } from 'zod';
import { type Uint32Stream, uniformInt } from '../fair/sampling';
import { type Rational, ratio, toNumber } from '../rational';
import { winAt } from './pay';
import type { InstantGameDefinition, InstantStep } from './types';

/**
 * Limbo: the player names a target multiplier t (1.01 to 1,000,000, two decimals; sent as T = 100 t
 * hundredths, as Dice sends its target); the round draws an outcome multiplier and wins t × bet when
 * the outcome is at least t.
 *
 * The outcome: x = uniformInt(2^32) (one whole stream number, never skipped); the outcome in
 * hundredths is floor(99 × 2^32 / (x + 1)), shown as that ÷ 100 (0.99 at the least). For a target of
 * T hundredths the round wins when x + 1 ≤ 99 × 2^32 / T, that is for floor(99 × 2^32 / T) of the
 * 2^32 values of x: P(win) = floor(99 × 2^32 / T) / 2^32, which is 0.99 / t less under 1/2^32
 * (the documented rounding). RTP = P(win) × t: 99 % less under t / 2^32 (at t = 1,000,000 the
 * RTP is 98.99959 %).
 */

export const LIMBO_SPACE = 2 ** 32;
const SPACE = BigInt(LIMBO_SPACE);
export const LIMBO_MIN_TARGET = 101; // hundredths
export const LIMBO_MAX_TARGET = 100_000_000; // 1,000,000.00×

export const limboParams = z.strictObject({
  /** The target in hundredths (250 = 2.50×). */
  target: z.number().int().min(LIMBO_MIN_TARGET).max(LIMBO_MAX_TARGET),
});
export type LimboParams = z.infer<typeof limboParams>;

/** How many of the 2^32 stream values win a target of T hundredths. */
export function limboWinningValues(targetCents: number): bigint {
  return (99n * SPACE) / BigInt(targetCents);
}

/** The exact RTP: floor(99 × 2^32 / T) × T / (100 × 2^32). */
export function limboRtp(params: LimboParams): Rational {
  const t = params.target;
  return ratio(limboWinningValues(t) * BigInt(t), 100n * SPACE);
}

/** The outcome in hundredths for a stream value x. */
export function limboOutcome(x: number): number {
  return Number((99n * SPACE) / BigInt(x + 1));
}

/** target and outcome in hundredths (as Dice shows its roll); multiplier the one paid (0 on a loss). */
export type LimboView = { target: number; outcome: number; won: boolean; multiplier: number };
type LimboState = { x: number };

function settle(x: number, bet: bigint, params: LimboParams): InstantStep<LimboState, LimboView> {
  const target = params.target;
  const outcome = limboOutcome(x);
  const won = outcome >= target;
  return {
    state: { x },
    finished: true,
    win: won ? winAt(bet, target) : 0n,
    view: { target, outcome, won, multiplier: won ? target / 100 : 0 },
  };
}

export const limbo: InstantGameDefinition<LimboParams, never, LimboState, LimboView> = {
  code: 'limbo',
  family: 'original',
  kind: 'single',
  params: limboParams,
  rtp: (params) => toNumber(limboRtp(params)),
  maxMultiplier: (params) => params.target / 100,
  start: ({ stream, bet, params }: { stream: Uint32Stream; bet: bigint; params: LimboParams }) =>
    settle(uniformInt(stream, LIMBO_SPACE), bet, params),
};
