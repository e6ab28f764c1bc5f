import { uniformInt } from '../fair/sampling';
import { checkVariant, edgeNumber, LOST, maxReturnOf, memo, pays, unknownSpot, type Weighted } from './spot-maths';
import type { LiveGameDefinition, SpotReturn } from './types';

/**
 * Se Die (Xóc Đĩa, docs/games/live-maths.md): four coins, red or white, each uniformInt(2) on the
 * round's stream in order (1 red, 0 white). The table (the common online market table):
 * - `even` (0, 2 or 4 red) and `odd` (1 or 3 red): 0.96:1 (the fair price is 1:1; 4 % commission);
 * - `red_4` and `white_4` (all four one colour): 14:1 (fair 15:1);
 * - `red_3` (3 red 1 white) and `white_3` (1 red 3 white): 2.8:1 (fair 3:1).
 */
export type SeDieResult = { coins: [boolean, boolean, boolean, boolean]; reds: number };

const SPOT_CODES: readonly string[] = ['even', 'odd', 'red_4', 'white_4', 'red_3', 'white_3'];
const VARIANTS = ['standard'] as const;

const toResult = (bits: number[]): SeDieResult => {
  const coins = bits.map((b) => b === 1) as [boolean, boolean, boolean, boolean];
  return { coins, reds: coins.filter(Boolean).length };
};
const TOSSES: Weighted<SeDieResult>[] = Array.from({ length: 16 }, (_, i) => ({
  result: toResult([3, 2, 1, 0].map((bit) => (i >> bit) & 1)),
  weight: 1n,
}));

const EVEN_WIN = pays(196n, 100n);
const FOUR_WIN = pays(15n);
const THREE_WIN = pays(38n, 10n);

function settle(spot: string, { reds }: SeDieResult): SpotReturn {
  switch (spot) {
    case 'even':
      return reds % 2 === 0 ? EVEN_WIN : LOST;
    case 'odd':
      return reds % 2 === 1 ? EVEN_WIN : LOST;
    case 'red_4':
      return reds === 4 ? FOUR_WIN : LOST;
    case 'white_4':
      return reds === 0 ? FOUR_WIN : LOST;
    case 'red_3':
      return reds === 3 ? THREE_WIN : LOST;
    case 'white_3':
      return reds === 1 ? THREE_WIN : LOST;
    default:
      throw unknownSpot('se-die', spot);
  }
}

export const seDie: LiveGameDefinition<SeDieResult> = {
  code: 'se-die',
  shoe: null,
  roundsPerSeed: 1000,
  variants: VARIANTS,
  spots(variant) {
    checkVariant('se-die', VARIANTS, variant);
    return SPOT_CODES;
  },
  deal(source) {
    if (source.kind !== 'stream') throw new RangeError('se-die deals from a stream');
    return { result: toResult([0, 0, 0, 0].map(() => uniformInt(source.stream, 2))), used: 0 };
  },
  settle: (spot, result) => settle(spot, result),
  houseEdge: memo((spot) => edgeNumber(TOSSES, (r) => settle(spot, r))),
  maxReturn: memo((spot) => maxReturnOf(TOSSES, (r) => settle(spot, r))),
  summary({ reds }) {
    return { outcome: reds % 2 === 0 ? 'E' : 'O', label: `${reds}R${4 - reds}W`, value: reds };
  },
};
