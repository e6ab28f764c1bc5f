import { z } from 'zod';
import { uniformInt } from '../fair/sampling';
import { type Rational, ratio, toNumber } from '../rational';
import { winAt } from './pay';
import type { InstantGameDefinition } from './types';

/**
 * Coin Flip: the player calls heads or tails; uniformInt(2) gives 0 = heads, 1 = tails. A right
 * call pays 1.98× the bet: RTP 1/2 × 1.98 = 99 % exactly.
 */

export const COIN_FLIP_PAYS = 198; // hundredths
export const COIN_SIDES = ['heads', 'tails'] as const;
export type CoinSide = (typeof COIN_SIDES)[number];

export const coinFlipParams = z.strictObject({ side: z.enum(COIN_SIDES) });
export type CoinFlipParams = z.infer<typeof coinFlipParams>;
export type CoinFlipView = { side: CoinSide; result: CoinSide; won: boolean; multiplier: number };
type CoinFlipState = { result: CoinSide };

export function coinFlipRtp(): Rational {
  return ratio(COIN_FLIP_PAYS, 200);
}

export const coinFlip: InstantGameDefinition<CoinFlipParams, never, CoinFlipState, CoinFlipView> = {
  code: 'coin-flip',
  family: 'original',
  kind: 'single',
  params: coinFlipParams,
  rtp: () => toNumber(coinFlipRtp()),
  maxMultiplier: () => COIN_FLIP_PAYS / 100,
  start: ({ stream, bet, params }) => {
    const result = COIN_SIDES[uniformInt(stream, 2)] as CoinSide;
    const won = result === params.side;
    return {
      state: { result },
      finished: true,
      win: won ? winAt(bet, COIN_FLIP_PAYS) : 0n,
      view: { side: params.side, result, won, multiplier: won ? COIN_FLIP_PAYS / 100 : 0 },
    };
  },
};
