import { uniformInt } from '../fair/sampling';
import { checkVariant, edgeNumber, LOST, maxReturnOf, memo, PUSH, pays, unknownSpot, type Weighted } from './spot-maths';
import type { LiveGameDefinition, SpotReturn } from './types';

/**
 * Fan Tan (docs/games/live-maths.md): the dealer covers 20–99 beans (20 + uniformInt(80) on the
 * round's stream) and counts them off by fours; the beans left, 1–4 (4 when none are left), are the
 * result. 80 counts, 20 for each remainder, so the four results are exactly equally likely.
 * Every win pays less 5 % commission (the Macau table):
 * - `fan_N` one number, 3:1 less 5 % = 2.85:1;
 * - `nim_W_P` wins on W 2:1 less 5 % = 1.9:1, push on P, loses on the other two;
 * - `kwok_A_B` two neighbouring numbers (1_2, 2_3, 3_4, 1_4), 1:1 less 5 % = 0.95:1;
 * - `tong_A_B_P` (nga tong) wins on A or B 1:2 less 5 % = 0.475:1, push on P;
 * - `ssh_A_B_C` (sheh sam hong) three numbers, 1:3 less 5 % = 0.95:3;
 * - `odd` (1, 3) and `even` (2, 4), 1:1 less 5 %.
 */
export type FanTanResult = { beans: number; remainder: 1 | 2 | 3 | 4 };

export const FAN_TAN_MIN_BEANS = 20;
export const FAN_TAN_BEAN_COUNTS = 80;

const N = [1, 2, 3, 4];
const SPOT_CODES: readonly string[] = [
  ...N.map((n) => `fan_${n}`),
  ...N.flatMap((w) => N.filter((p) => p !== w).map((p) => `nim_${w}_${p}`)),
  'kwok_1_2',
  'kwok_2_3',
  'kwok_3_4',
  'kwok_1_4',
  ...N.flatMap((a) => N.filter((b) => b > a).flatMap((b) => N.filter((p) => p !== a && p !== b).map((p) => `tong_${a}_${b}_${p}`))),
  'ssh_1_2_3',
  'ssh_1_2_4',
  'ssh_1_3_4',
  'ssh_2_3_4',
  'odd',
  'even',
];
const SPOT_SET = new Set(SPOT_CODES);
const VARIANTS = ['standard'] as const;

export function fanTanRemainder(beans: number): 1 | 2 | 3 | 4 {
  return (((beans - 1) % 4) + 1) as 1 | 2 | 3 | 4;
}

const BEANS: Weighted<FanTanResult>[] = Array.from({ length: FAN_TAN_BEAN_COUNTS }, (_, i) => {
  const beans = FAN_TAN_MIN_BEANS + i;
  return { result: { beans, remainder: fanTanRemainder(beans) }, weight: 1n };
});

/** Returns per unit, stake included. */
const FAN_WIN = pays(77n, 20n); // 1 + 3 × 0.95
const NIM_WIN = pays(29n, 10n); // 1 + 2 × 0.95
const EVEN_WIN = pays(39n, 20n); // 1 + 0.95
const TONG_WIN = pays(59n, 40n); // 1 + 0.95 / 2
const SSH_WIN = pays(79n, 60n); // 1 + 0.95 / 3

function settle(spot: string, { remainder }: FanTanResult): SpotReturn {
  if (!SPOT_SET.has(spot)) throw unknownSpot('fan-tan', spot);
  const [kind, ...rest] = spot.split('_');
  const nums = rest.map(Number);
  switch (kind) {
    case 'fan':
      return remainder === nums[0] ? FAN_WIN : LOST;
    case 'nim':
      return remainder === nums[0] ? NIM_WIN : remainder === nums[1] ? PUSH : LOST;
    case 'kwok':
      return nums.includes(remainder) ? EVEN_WIN : LOST;
    case 'tong':
      return remainder === nums[0] || remainder === nums[1] ? TONG_WIN : remainder === nums[2] ? PUSH : LOST;
    case 'ssh':
      return nums.includes(remainder) ? SSH_WIN : LOST;
    case 'odd':
      return remainder % 2 === 1 ? EVEN_WIN : LOST;
    default:
      return remainder % 2 === 0 ? EVEN_WIN : LOST;
  }
}

export const fanTan: LiveGameDefinition<FanTanResult> = {
  code: 'fan-tan',
  shoe: null,
  roundsPerSeed: 1000,
  variants: VARIANTS,
  spots(variant) {
    checkVariant('fan-tan', VARIANTS, variant);
    return SPOT_CODES;
  },
  deal(source) {
    if (source.kind !== 'stream') throw new RangeError('fan-tan deals from a stream');
    const beans = FAN_TAN_MIN_BEANS + uniformInt(source.stream, FAN_TAN_BEAN_COUNTS);
    return { result: { beans, remainder: fanTanRemainder(beans) }, used: 0 };
  },
  settle: (spot, result) => settle(spot, result),
  houseEdge: memo((spot) => edgeNumber(BEANS, (r) => settle(spot, r))),
  maxReturn: memo((spot) => maxReturnOf(BEANS, (r) => settle(spot, r))),
  summary({ beans, remainder }) {
    return { outcome: String(remainder), label: `${remainder} (${beans})`, value: remainder };
  },
};
