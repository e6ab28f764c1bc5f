import { z } from 'zod';
import { uniformInt } from '../fair/sampling';
import { type InstantGameDefinition, winOf } from './types';

/**
 * Dice: a roll of 0.00–99.99 (uniformInt(10000) / 100). The member picks a target and a side:
 * "under t" wins when roll < t, "over t" when roll > t. The chance is W / 10000 where W counts
 * the winning rolls (under: t×100; over: 9999 − t×100), and the win pays 99 % of the fair
 * multiplier: multiplier = 0.99 × 10000 / W = 9900 / W, so the return is exactly 99 % for every
 * target (docs/games/originals.md). Targets 2.00–98.00 keep the chance between 2 % and 98 %.
 */
export const DICE_MIN_TARGET = 200;
export const DICE_MAX_TARGET = 9800;

export const diceParamsSchema = z.object({
  /** The target in hundredths (5000 = 50.00). */
  target: z.number().int().min(DICE_MIN_TARGET).max(DICE_MAX_TARGET),
  side: z.enum(['under', 'over']),
});
export type DiceParams = z.infer<typeof diceParamsSchema>;
export type DiceView = { roll: number; target: number; side: 'under' | 'over'; won: boolean; multiplier: string };

/** How many of the 10,000 rolls win. */
export function diceWinningRolls(params: DiceParams): number {
  return params.side === 'under' ? params.target : 9999 - params.target;
}

/** The multiplier as text with 4 decimals (9900 / W, floored to 1/10000). */
export function diceMultiplierText(params: DiceParams): string {
  const tenThousandths = Math.floor((9900 * 10000) / diceWinningRolls(params));
  return (tenThousandths / 10000).toFixed(4);
}

export const dice: InstantGameDefinition<DiceParams, never, Record<string, never>, DiceView> = {
  code: 'dice',
  family: 'original',
  kind: 'single',
  params: diceParamsSchema,
  rtp: () => 0.99,
  maxMultiplier: (params) => 9900 / diceWinningRolls(params),
  start({ stream, bet, params }) {
    const roll = uniformInt(stream, 10000);
    const won = params.side === 'under' ? roll < params.target : roll > params.target;
    const win = won ? winOf(bet, 9900n, BigInt(diceWinningRolls(params))) : 0n;
    return {
      state: {},
      finished: true,
      win,
      view: { roll, target: params.target, side: params.side, won, multiplier: diceMultiplierText(params) },
    };
  },
};
