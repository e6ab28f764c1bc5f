/**
 * The in-house lottery (BGS): provably fair draws, the five classic lottery families, the regional
 * ones (SEA 4D, Vietnamese North and South) and what their bets pay. Pure: no I/O.
 */
export { choose, product, subsets } from './combinatorics';
export {
  drawBySpec,
  drawDigits,
  drawDistinct,
  drawNumbers,
  drawPermutation,
  drawResult,
  drawStream,
  newServerSeed,
  seedHash,
  type Uint32Stream,
  uniformInt,
  verifyDraw,
} from './fair/draw';
export { splitBudget } from './fair/red-envelope';
export {
  BOX_PERMUTATIONS,
  type BoxPermutations,
  boxKey,
  expandRolled,
  FOUR_DIGITS,
  permutationCount,
  permutations,
  ROLLED_PATTERN,
  rolledCount,
} from './games/four-digits';
export { LF_CHANCES, type LfBetType, lf } from './games/lf';
export {
  COLOUR_NUMBERS,
  type Colour,
  colourOf,
  LHC_CHANCES,
  LHC_TIE_NUMBER,
  type LhcBetType,
  lhc,
  yearZodiac,
  ZODIACS,
  type Zodiac,
  zodiacOf,
} from './games/lhc';
export { PK10_CHANCES, PK10_SUM_BIG_FROM, type Pk10BetType, type Pk10Pair, pk10, pk10Sum, pk10SumWays } from './games/pk10';
export {
  BET_TYPE_CODES,
  type BetTypeCode,
  CHANCES,
  CLASSIC_GAME_TYPES,
  GAME_TYPES,
  GAMES,
  gameDefinition,
  gameTypeOf,
  gameTypeOfPriceKey,
  isRegionalGameType,
  PRICE_KEYS,
  type PriceKey,
  REGIONAL_GAME_TYPES,
} from './games/registry';
export {
  SEA4D_BIG_TIERS,
  SEA4D_CHANCES,
  SEA4D_MAX_NUMBERS,
  SEA4D_MAX_UNITS,
  SEA4D_PRIZES,
  SEA4D_SMALL_TIERS,
  type Sea4dBetType,
  type Sea4dPriceKey,
  type Sea4dSize,
  type Sea4dSmallTier,
  type Sea4dTier,
  sea4d,
} from './games/sea4d';
export {
  type DragonTigerPick,
  SSC_CHANCES,
  SSC_TOTAL_BIG_FROM,
  type SscBetType,
  type SscPart,
  ssc,
  sscDragonTiger,
  sscTriple,
} from './games/ssc';
export { layoutSize, layoutWidths, padNumber, prizeLayout, slotTiers, tierSlots } from './games/tiered';
export type {
  BetTypeDefinition,
  Bsoe,
  Chance,
  ClassicGameType,
  DrawContext,
  DrawnNumbers,
  DrawSpec,
  GameDefinition,
  GameType,
  PayModeName,
  PrizeLayout,
  PrizeTier,
  RegionalGameType,
  UnitOutcome,
} from './games/types';
export {
  VN_NORTH_CHANCES,
  VN_SOUTH_CHANCES,
  VN_XIEN_MAX_NUMBERS,
  type VnBet,
  type VnBetTypeCode,
  type VnGameType,
  type VnNorthBetType,
  type VnSouthBetType,
  vnNorth,
  vnSouth,
  xienChance,
} from './games/vn';
export { headTail, loNumbers, VN_NORTH_PRIZES, VN_SOUTH_PRIZES, type VnTier } from './games/vn-board';
export { X11X5_CHANCES, type X11x5BetType, x11x5 } from './games/x11x5';
export {
  DEFAULT_HOUSE_EDGE,
  DEFAULT_ODDS,
  fixedOddsHouseEdge,
  fixedOddsReturn,
  fixedOddsUnitHouseEdge,
  fixedOddsUnitReturn,
  type OddsTable,
  prizeGroupHouseEdge,
} from './odds';
export {
  assertSeries,
  type BetToSettle,
  betStake,
  fixedOddsPrize,
  type PayMode,
  prizeGroupPrize,
  SERIES_BASE,
  type Settlement,
  settleBet,
} from './payout';
export { add, compare, div, mul, type Rational, ratio, sub, toNumber } from './rational';
export { agentRebates, type LevelRebate, playRebate } from './rebate';
