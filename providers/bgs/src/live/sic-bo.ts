import { uniformInt } from '../fair/sampling';
import { allDice, checkVariant, edgeNumber, LOST, maxReturnOf, memo, pays, unknownSpot, type Weighted } from './spot-maths';
import type { LiveGameDefinition, SpotReturn } from './types';

/**
 * Sic Bo (docs/games/live-maths.md): three dice, each 1 + uniformInt(6) on the round's stream, in order.
 * Spot codes and what they pay (to 1; the return includes the stake):
 * - `small` total 4–10, `big` 11–17, `odd`, `even`: 1:1, all lose on any triple;
 * - `total_4` … `total_17`: 4/17 60:1, 5/16 30:1, 6/15 17:1, 7/14 12:1, 8/13 8:1, 9/12/10/11 6:1;
 * - `triple_N` a specific triple 180:1; `any_triple` 30:1; `double_N` at least two N 10:1;
 * - `combo_A_B` (A < B) both numbers shown 5:1;
 * - `single_N`: 1:1, 2:1 or 3:1 as one, two or three dice show N.
 */
export type SicBoResult = { dice: [number, number, number]; total: number };

export const SIC_BO_TOTAL_PAYS: Readonly<Record<number, number>> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};

const FACES = [1, 2, 3, 4, 5, 6];
const SPOT_CODES: readonly string[] = [
  'small',
  'big',
  'odd',
  'even',
  ...Object.keys(SIC_BO_TOTAL_PAYS).map((t) => `total_${t}`),
  ...FACES.map((n) => `triple_${n}`),
  'any_triple',
  ...FACES.map((n) => `double_${n}`),
  ...FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => `combo_${a}_${b}`)),
  ...FACES.map((n) => `single_${n}`),
];
const SPOT_SET = new Set(SPOT_CODES);
const VARIANTS = ['standard'] as const;

const toResult = (dice: number[]): SicBoResult => ({
  dice: [dice[0], dice[1], dice[2]] as [number, number, number],
  total: (dice[0] as number) + (dice[1] as number) + (dice[2] as number),
});
const ROLLS: Weighted<SicBoResult>[] = allDice(3).map((dice) => ({ result: toResult(dice), weight: 1n }));

const win = (to1: number): SpotReturn => pays(BigInt(to1 + 1));
const isTriple = ({ dice: [a, b, c] }: SicBoResult) => a === b && b === c;
const countOf = (r: SicBoResult, n: number) => r.dice.filter((d) => d === n).length;

function settle(spot: string, r: SicBoResult): SpotReturn {
  if (!SPOT_SET.has(spot)) throw unknownSpot('sic-bo', spot);
  const [kind, a, b] = spot.split('_');
  const x = Number(a);
  switch (kind) {
    case 'small':
      return !isTriple(r) && r.total <= 10 ? win(1) : LOST;
    case 'big':
      return !isTriple(r) && r.total >= 11 ? win(1) : LOST;
    case 'odd':
      return !isTriple(r) && r.total % 2 === 1 ? win(1) : LOST;
    case 'even':
      return !isTriple(r) && r.total % 2 === 0 ? win(1) : LOST;
    case 'total':
      return r.total === x ? win(SIC_BO_TOTAL_PAYS[x] as number) : LOST;
    case 'triple':
      return countOf(r, x) === 3 ? win(180) : LOST;
    case 'any':
      return isTriple(r) ? win(30) : LOST;
    case 'double':
      return countOf(r, x) >= 2 ? win(10) : LOST;
    case 'combo':
      return countOf(r, x) >= 1 && countOf(r, Number(b)) >= 1 ? win(5) : LOST;
    default: {
      const k = countOf(r, x);
      return k > 0 ? win(k) : LOST;
    }
  }
}

export const sicBo: LiveGameDefinition<SicBoResult> = {
  code: 'sic-bo',
  shoe: null,
  roundsPerSeed: 1000,
  variants: VARIANTS,
  spots(variant) {
    checkVariant('sic-bo', VARIANTS, variant);
    return SPOT_CODES;
  },
  deal(source) {
    if (source.kind !== 'stream') throw new RangeError('sic-bo deals from a stream');
    const dice = [0, 0, 0].map(() => 1 + uniformInt(source.stream, 6));
    return { result: toResult(dice), used: 0 };
  },
  settle: (spot, result) => settle(spot, result),
  houseEdge: memo((spot) => edgeNumber(ROLLS, (r) => settle(spot, r))),
  maxReturn: memo((spot) => maxReturnOf(ROLLS, (r) => settle(spot, r))),
  summary(r) {
    const outcome = isTriple(r) ? 'A' : r.total <= 10 ? 'S' : 'L';
    return { outcome, label: r.dice.join('·'), value: r.total };
  },
};
