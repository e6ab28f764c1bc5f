import { CHANCES, gameDefinition, type PriceKey } from './games/registry';
import type { Chance, DrawContext, GameType } from './games/types';
import { add, mul, type Rational, ratio, sub } from './rational';

/**
 * Fixed-odds ("two-sided") prices: decimal odds in thousandths per price key, the stake included
 * (1950 = 1.95: a winning unit of 100 returns 195). Keys are price keys (games/registry.ts): the
 * bet type code, or `code:variant` where a unit's chance depends on its value.
 */
export type OddsTable = Readonly<Record<string, number>>;

/**
 * The default odds. The classic games: every house edge between 2% and 3% (odds.test.ts checks
 * each against the exact chance). The regional games: the usual SEA 4D tables and VN odds with an
 * edge of 2–3% (regional-house-edge.test.ts checks each exactly). Display values: 9800 = 9.8.
 */
export const DEFAULT_ODDS = {
  'ssc.position_digit': 9800, // 1/10 → 2.00%
  'ssc.bsoe_position': 1950, // 1/2 → 2.50%
  'ssc.bsoe_total': 1950, // 1/2 → 2.50%
  'ssc.dragon_tiger:dragon': 2170, // 9/20 → 2.35%
  'ssc.dragon_tiger:tiger': 2170,
  'ssc.dragon_tiger:tie': 9750, // 1/10 → 2.50%
  'ssc.three_straight': 975_000, // 1/1000 → 2.50%
  'ssc.three_group3': 325_000, // 3/1000 → 2.50%
  'ssc.three_group6': 162_500, // 6/1000 → 2.50%
  'pk10.position': 9800, // 1/10 → 2.00%
  // Sum values: 2, 4, 6, 8 or 10 ways in 90 → every one 2.67% (returns 73/75).
  'pk10.sum_value:3': 43_800,
  'pk10.sum_value:4': 43_800,
  'pk10.sum_value:5': 21_900,
  'pk10.sum_value:6': 21_900,
  'pk10.sum_value:7': 14_600,
  'pk10.sum_value:8': 14_600,
  'pk10.sum_value:9': 10_950,
  'pk10.sum_value:10': 10_950,
  'pk10.sum_value:11': 8760,
  'pk10.sum_value:12': 10_950,
  'pk10.sum_value:13': 10_950,
  'pk10.sum_value:14': 14_600,
  'pk10.sum_value:15': 14_600,
  'pk10.sum_value:16': 21_900,
  'pk10.sum_value:17': 21_900,
  'pk10.sum_value:18': 43_800,
  'pk10.sum_value:19': 43_800,
  'pk10.bsoe_sum:big': 2200, // 4/9 → 2.22%
  'pk10.bsoe_sum:small': 1760, // 5/9 → 2.22%
  'pk10.bsoe_sum:odd': 1760, // 5/9 → 2.22%
  'pk10.bsoe_sum:even': 2200, // 4/9 → 2.22%
  'pk10.bsoe_position': 1950, // 1/2 → 2.50%
  'pk10.dragon_tiger': 1950, // 1/2 → 2.50%
  '11x5.any_1': 2150, // 5/11 → 2.27%
  '11x5.any_2': 5370, // 2/11 → 2.36%
  '11x5.any_3': 16_100, // 2/33 → 2.42%
  '11x5.any_4': 64_500, // 1/66 → 2.27%
  '11x5.any_5': 450_000, // 1/462 → 2.60%
  '11x5.any_6': 75_000, // 1/77 → 2.60%
  '11x5.any_7': 21_500, // 1/22 → 2.27%
  '11x5.any_8': 8050, // 4/33 → 2.42%
  '11x5.front2_straight': 107_500, // 1/110 → 2.27%
  '11x5.front2_group': 53_700, // 1/55 → 2.36%
  '11x5.front3_straight': 965_000, // 1/990 → 2.53%
  '11x5.front3_group': 161_000, // 1/165 → 2.42%
  '11x5.position': 10_700, // 1/11 → 2.73%
  'lhc.special_number': 47_800, // 1/49 → 2.45%
  'lhc.special_zodiac:year': 9550, // 5/49 → 2.55%
  'lhc.special_zodiac:other': 11_950, // 4/49 → 2.45%
  'lhc.special_colour:red': 2810, // 17/49 → 2.51%
  'lhc.special_colour:blue': 2990, // 16/49 → 2.37%
  'lhc.special_colour:green': 2990, // 16/49 → 2.37%
  'lhc.special_bsoe': 1950, // wins 24/49, pushes 1/49 → 2.45%
  'lhc.any_regular': 7980, // 6/49 → 2.29%
  'lf.straight': 975_000, // 1/1000 → 2.50%
  'lf.group3': 325_000, // 3/1000 → 2.50%
  'lf.group6': 162_500, // 6/1000 → 2.50%
  // SEA 4D, the usual Malaysian tables, per hit of a tier (expected hits per unit: 1st, 2nd, 3rd
  // 1/10^4 each, special and consolation 10/10^4). Big returns (2500 + 1000 + 500 + 10 × 180 +
  // 10 × 60) / 10^4 = 0.64 of the stake (edge 36%), Small (3500 + 2000 + 1000) / 10^4 = 0.65 (35%).
  'sea4d.big:first': 2_500_000,
  'sea4d.big:second': 1_000_000,
  'sea4d.big:third': 500_000,
  'sea4d.big:special': 180_000,
  'sea4d.big:consolation': 60_000,
  'sea4d.small:first': 3_500_000,
  'sea4d.small:second': 2_000_000,
  'sea4d.small:third': 1_000_000,
  // A box unit is one order of the digits at the Big / Small odds: returns 0.64 / 0.65.
  'sea4d.big_box:first': 2_500_000,
  'sea4d.big_box:second': 1_000_000,
  'sea4d.big_box:third': 500_000,
  'sea4d.big_box:special': 180_000,
  'sea4d.big_box:consolation': 60_000,
  'sea4d.small_box:first': 3_500_000,
  'sea4d.small_box:second': 2_000_000,
  'sea4d.small_box:third': 1_000_000,
  // An i-box of P orders pays the Big / Small odds / P, floored to a whole thousandth (104166.67 →
  // 104166). A unit hits a tier of n slots n·P/10^4 times, so it returns P × Σ n·floor(odds/P) / 10^7:
  // Big 24 → 0.639996, 12 → 0.6399984, 6 → 0.639999, 4 → 0.64 (P divides every odd);
  // Small 24 → 0.6499968, 12 → 0.649998, 6 → 0.6499992, 4 → 0.65. The floor costs under 0.001%.
  'sea4d.big_ibox:first:24': 104_166,
  'sea4d.big_ibox:second:24': 41_666,
  'sea4d.big_ibox:third:24': 20_833,
  'sea4d.big_ibox:special:24': 7500,
  'sea4d.big_ibox:consolation:24': 2500,
  'sea4d.big_ibox:first:12': 208_333,
  'sea4d.big_ibox:second:12': 83_333,
  'sea4d.big_ibox:third:12': 41_666,
  'sea4d.big_ibox:special:12': 15_000,
  'sea4d.big_ibox:consolation:12': 5000,
  'sea4d.big_ibox:first:6': 416_666,
  'sea4d.big_ibox:second:6': 166_666,
  'sea4d.big_ibox:third:6': 83_333,
  'sea4d.big_ibox:special:6': 30_000,
  'sea4d.big_ibox:consolation:6': 10_000,
  'sea4d.big_ibox:first:4': 625_000,
  'sea4d.big_ibox:second:4': 250_000,
  'sea4d.big_ibox:third:4': 125_000,
  'sea4d.big_ibox:special:4': 45_000,
  'sea4d.big_ibox:consolation:4': 15_000,
  'sea4d.small_ibox:first:24': 145_833,
  'sea4d.small_ibox:second:24': 83_333,
  'sea4d.small_ibox:third:24': 41_666,
  'sea4d.small_ibox:first:12': 291_666,
  'sea4d.small_ibox:second:12': 166_666,
  'sea4d.small_ibox:third:12': 83_333,
  'sea4d.small_ibox:first:6': 583_333,
  'sea4d.small_ibox:second:6': 333_333,
  'sea4d.small_ibox:third:6': 166_666,
  'sea4d.small_ibox:first:4': 875_000,
  'sea4d.small_ibox:second:4': 500_000,
  'sea4d.small_ibox:third:4': 250_000,
  // VN North, 27 lô numbers. Lô pays per hit: 27/100 expected hits × 3.6 = 0.972 → 2.80%.
  'vn_north.lo': 3600,
  'vn_north.de': 98_000, // 1/100 → 2.00%
  'vn_north.cang3': 980_000, // 1/1000 → 2.00%
  'vn_north.xien2': 17_800, // 1 − 2(99/100)^27 + (98/100)^27 ≈ 0.054882 → 2.31%
  'vn_north.xien3': 79_000, // Σ_j (−1)^j C(3, j) ((100 − j)/100)^27 ≈ 0.012298 → 2.85%
  'vn_north.xien4': 365_000, // Σ_j (−1)^j C(4, j) ((100 − j)/100)^27 ≈ 0.0026699 → 2.55%
  // VN South / Central, 18 lô numbers. Lô: 18/100 expected hits × 5.4 = 0.972 → 2.80%.
  'vn_south.lo': 5400,
  'vn_south.de': 98_000, // 1/100 → 2.00%
  'vn_south.cang3': 980_000, // 1/1000 → 2.00%
  'vn_south.xien2': 37_500, // 1 − 2(99/100)^18 + (98/100)^18 ≈ 0.026108 → 2.10%
  'vn_south.xien3': 249_000, // ≈ 0.0039134 → 2.56%
  'vn_south.xien4': 1_750_000, // ≈ 0.00055522 → 2.84%
} satisfies Record<PriceKey, number>;

/** The expected return of one unit per unit of stake at fixed odds: win × odds/1000 + push (a push returns the stake). */
export function fixedOddsReturn(chance: Chance, odds: number): Rational {
  return add(mul(chance.win, ratio(odds, 1000)), chance.push);
}

/** The house edge of fixed odds: 1 − expected return, exact (before the floor of a prize to a minor unit). */
export function fixedOddsHouseEdge(chance: Chance, odds: number): Rational {
  return sub(ratio(1), fixedOddsReturn(chance, odds));
}

/**
 * The house edge of prize-group play at `series`: (1 − series/2000) × (1 − push). A prize is priced
 * on the chance among draws that do not push the unit, so pushed draws carry no edge.
 */
export function prizeGroupHouseEdge(chance: Chance, series: number): Rational {
  return mul(sub(ratio(1), ratio(series, 2000)), sub(ratio(1), chance.push));
}

/**
 * The expected return of one unit per unit of stake at fixed odds, over every price key it can be
 * paid on: Σ win × odds/1000 + push. For a plain unit that is fixedOddsReturn of its price key; for
 * a tiered unit (SEA 4D, VN lô) it adds up its tiers, `win` being expected hits (games/types.ts Chance).
 */
export function fixedOddsUnitReturn(
  gameType: GameType,
  betType: string,
  unit?: unknown,
  table: OddsTable = DEFAULT_ODDS,
  context: DrawContext = {},
): Rational {
  const game = gameDefinition(gameType);
  return game.priceKeys(betType, unit, context).reduce((sum, key) => {
    const chance = game.chances[key];
    const odds = table[key];
    if (!chance || odds === undefined) throw new RangeError(`no chance or odds for ${key}`);
    return add(sum, fixedOddsReturn(chance, odds));
  }, ratio(0));
}

/** The house edge of one unit at fixed odds over all its price keys: 1 − fixedOddsUnitReturn. */
export function fixedOddsUnitHouseEdge(
  gameType: GameType,
  betType: string,
  unit?: unknown,
  table: OddsTable = DEFAULT_ODDS,
  context: DrawContext = {},
): Rational {
  return sub(ratio(1), fixedOddsUnitReturn(gameType, betType, unit, table, context));
}

/**
 * The exact house edge of every default odd, per price key. For a SEA 4D key, one tier of a unit
 * paid on several, it is 1 − that tier's share of the return, not the unit's edge: see
 * fixedOddsUnitHouseEdge.
 */
export const DEFAULT_HOUSE_EDGE = Object.fromEntries(
  Object.entries(DEFAULT_ODDS).map(([key, odds]) => [key, fixedOddsHouseEdge(CHANCES[key as PriceKey], odds)]),
) as Record<PriceKey, Rational>;
