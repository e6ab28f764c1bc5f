import { z } from 'zod';
import { choose } from '../combinatorics';
import { drawDistinct } from '../fair/sampling';
import { add, mul, type Rational, ratio, toNumber } from '../rational';
import { hundredthsRatio, winAt } from './pay';
import type { InstantGameDefinition } from './types';

const bigChoose = (n: number, k: number): bigint => BigInt(choose(n, k));

/**
 * Keno: the board holds 1 … 40; the player picks 1 to 10 different numbers and a risk level; the
 * round draws 10 different numbers with drawDistinct(10 of 40) and pays the table's multiplier for
 * the number of hits. With p picks, k hits has the hypergeometric chance
 * C(p, k) × C(40 − p, 10 − k) / C(40, 10); the RTP of a table is Σ chance × multiplier
 * (docs/games/originals.md lists all 40; 98.65–99.07 %).
 */

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;
export const KENO_RISKS = ['classic', 'low', 'medium', 'high'] as const;
export type KenoRisk = (typeof KENO_RISKS)[number];

/** Multipliers in hundredths by picks (row 0 = 1 pick) and hits (column). */
const TABLES: Record<KenoRisk, readonly (readonly number[])[]> = {
  classic: [
    [0, 396],
    [0, 190, 450],
    [0, 100, 310, 1040],
    [0, 80, 180, 500, 2250],
    [0, 25, 140, 410, 1650, 3600],
    [0, 0, 100, 368, 700, 1650, 4000],
    [0, 0, 47, 300, 450, 1400, 3100, 6000],
    [0, 0, 0, 220, 400, 1300, 2200, 5500, 7000],
    [0, 0, 0, 155, 300, 800, 1500, 4400, 6000, 8500],
    [0, 0, 0, 140, 225, 450, 800, 1700, 5000, 8000, 10000],
  ],
  low: [
    [70, 185],
    [0, 200, 380],
    [0, 110, 138, 2600],
    [0, 0, 220, 790, 9000],
    [0, 0, 150, 420, 1300, 30000],
    [0, 0, 110, 200, 620, 10000, 70000],
    [0, 0, 110, 160, 350, 1500, 22500, 70000],
    [0, 0, 110, 150, 200, 550, 3900, 10000, 80000],
    [0, 0, 110, 130, 170, 250, 750, 5000, 25000, 100000],
    [0, 0, 110, 120, 130, 180, 350, 1300, 5000, 25000, 100000],
  ],
  medium: [
    [40, 275],
    [0, 180, 510],
    [0, 0, 280, 5000],
    [0, 0, 170, 1000, 10000],
    [0, 0, 140, 400, 1400, 39000],
    [0, 0, 0, 300, 900, 18000, 71000],
    [0, 0, 0, 200, 700, 3000, 40000, 80000],
    [0, 0, 0, 200, 400, 1100, 6700, 40000, 90000],
    [0, 0, 0, 200, 250, 500, 1500, 10000, 50000, 100000],
    [0, 0, 0, 160, 200, 400, 700, 2600, 10000, 50000, 100000],
  ],
  high: [
    [0, 396],
    [0, 0, 1710],
    [0, 0, 0, 8150],
    [0, 0, 0, 1000, 25900],
    [0, 0, 0, 450, 4800, 45000],
    [0, 0, 0, 0, 1100, 35000, 71000],
    [0, 0, 0, 0, 700, 9000, 40000, 80000],
    [0, 0, 0, 0, 500, 2000, 27000, 60000, 90000],
    [0, 0, 0, 0, 400, 1100, 5600, 50000, 80000, 100000],
    [0, 0, 0, 0, 350, 800, 1300, 6300, 50000, 80000, 100000],
  ],
};

export const kenoParams = z.strictObject({
  picks: z
    .array(z.number().int().min(1).max(KENO_NUMBERS))
    .min(1)
    .max(KENO_MAX_PICKS)
    .refine((picks) => new Set(picks).size === picks.length, 'picks are different numbers'),
  risk: z.enum(KENO_RISKS),
});
export type KenoParams = z.infer<typeof kenoParams>;

/** The multipliers (hundredths) for 0 … picks hits. */
export function kenoTable(risk: KenoRisk, picks: number): readonly number[] {
  const row = TABLES[risk][picks - 1];
  if (!row) throw new RangeError(`no keno table for ${picks} picks`);
  return row;
}

/** The hypergeometric chance of `hits` hits with `picks` picks. */
export function kenoHitChance(picks: number, hits: number): Rational {
  return ratio(bigChoose(picks, hits) * bigChoose(KENO_NUMBERS - picks, KENO_DRAWN - hits), bigChoose(KENO_NUMBERS, KENO_DRAWN));
}

/** Σ over hits of chance × multiplier. */
export function kenoRtpOf(risk: KenoRisk, picks: number): Rational {
  return kenoTable(risk, picks).reduce<Rational>((sum, m, hits) => add(sum, mul(kenoHitChance(picks, hits), hundredthsRatio(m))), ratio(0));
}

export type KenoView = { picks: number[]; risk: KenoRisk; drawn: number[]; hits: number[]; multiplier: number };
type KenoState = { drawn: number[] };

export const keno: InstantGameDefinition<KenoParams, never, KenoState, KenoView> = {
  code: 'keno',
  family: 'original',
  kind: 'single',
  params: kenoParams,
  rtp: (params) => toNumber(kenoRtpOf(params.risk, params.picks.length)),
  maxMultiplier: (params) => Math.max(...kenoTable(params.risk, params.picks.length)) / 100,
  start: ({ stream, bet, params }) => {
    const drawn = drawDistinct(stream, KENO_DRAWN, KENO_NUMBERS);
    const hits = params.picks.filter((n) => drawn.includes(n));
    const hundredths = kenoTable(params.risk, params.picks.length)[hits.length] as number;
    return {
      state: { drawn },
      finished: true,
      win: winAt(bet, hundredths),
      view: { picks: [...params.picks], risk: params.risk, drawn, hits, multiplier: hundredths / 100 },
    };
  },
};
