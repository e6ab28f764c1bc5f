import { uniformInt } from '../fair/sampling';
import { allDice, checkVariant, edgeNumber, LOST, maxReturnOf, memo, pays, unknownSpot, type Weighted } from './spot-maths';
import type { LiveGameDefinition, SpotReturn } from './types';

/**
 * Fish Prawn Crab (Hoo Hey How / Bầu Cua, docs/games/live-maths.md): three dice whose faces are
 * six symbols, each die 1 + uniformInt(6) on the round's stream, in order; face 1 fish, 2 prawn,
 * 3 crab, 4 rooster, 5 gourd, 6 stag.
 * - a symbol (`fish`, `prawn`, …) pays 1:1 per die showing it (returns 2, 3 or 4 units, stake included);
 * - `pair_A_B` (two different symbols, in face order) pays 5:1 when both show.
 */
export type FishPrawnCrabResult = { dice: [number, number, number] };

export const FPC_SYMBOLS = ['fish', 'prawn', 'crab', 'rooster', 'gourd', 'stag'] as const;
/** One letter per symbol for the summary's outcome and label. */
export const FPC_LETTERS = ['F', 'P', 'C', 'R', 'G', 'S'] as const;

const SPOT_CODES: readonly string[] = [
  ...FPC_SYMBOLS,
  ...FPC_SYMBOLS.flatMap((a, i) => FPC_SYMBOLS.slice(i + 1).map((b) => `pair_${a}_${b}`)),
];
const SPOT_SET = new Set(SPOT_CODES);
const VARIANTS = ['standard'] as const;

const toResult = (dice: number[]): FishPrawnCrabResult => ({ dice: [dice[0], dice[1], dice[2]] as [number, number, number] });
const ROLLS: Weighted<FishPrawnCrabResult>[] = allDice(3).map((dice) => ({ result: toResult(dice), weight: 1n }));

const faceOf = (symbol: string) => FPC_SYMBOLS.indexOf(symbol as (typeof FPC_SYMBOLS)[number]) + 1;
const countOf = (r: FishPrawnCrabResult, face: number) => r.dice.filter((d) => d === face).length;

function settle(spot: string, r: FishPrawnCrabResult): SpotReturn {
  if (!SPOT_SET.has(spot)) throw unknownSpot('fish-prawn-crab', spot);
  if (spot.startsWith('pair_')) {
    const [, a, b] = spot.split('_');
    return countOf(r, faceOf(a as string)) > 0 && countOf(r, faceOf(b as string)) > 0 ? pays(6n) : LOST;
  }
  const k = countOf(r, faceOf(spot));
  return k > 0 ? pays(BigInt(1 + k)) : LOST;
}

export const fishPrawnCrab: LiveGameDefinition<FishPrawnCrabResult> = {
  code: 'fish-prawn-crab',
  shoe: null,
  roundsPerSeed: 1000,
  variants: VARIANTS,
  spots(variant) {
    checkVariant('fish-prawn-crab', VARIANTS, variant);
    return SPOT_CODES;
  },
  deal(source) {
    if (source.kind !== 'stream') throw new RangeError('fish-prawn-crab deals from a stream');
    return { result: toResult([0, 0, 0].map(() => 1 + uniformInt(source.stream, 6))), used: 0 };
  },
  settle: (spot, result) => settle(spot, result),
  houseEdge: memo((spot) => edgeNumber(ROLLS, (r) => settle(spot, r))),
  maxReturn: memo((spot) => maxReturnOf(ROLLS, (r) => settle(spot, r))),
  summary(r) {
    const letters = r.dice.map((d) => FPC_LETTERS[d - 1] as string);
    return { outcome: letters.join(''), label: letters.join('·') };
  },
};
