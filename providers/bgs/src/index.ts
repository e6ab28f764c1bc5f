/** The in-house lottery (BGS): provably fair draws, the five lottery families and what their bets pay. Pure: no I/O. */
export { choose, product, subsets } from './combinatorics';
export {
  drawBySpec,
  drawDigits,
  drawDistinct,
  drawPermutation,
  drawResult,
  drawStream,
  newServerSeed,
  seedHash,
  type Uint32Stream,
  uniformInt,
  verifyDraw,
} from './fair/draw';
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
  GAME_TYPES,
  GAMES,
  gameDefinition,
  gameTypeOf,
  PRICE_KEYS,
  type PriceKey,
} from './games/registry';
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
export type {
  BetTypeDefinition,
  Bsoe,
  Chance,
  DrawContext,
  DrawnNumbers,
  DrawSpec,
  GameDefinition,
  GameType,
  UnitOutcome,
} from './games/types';
export { X11X5_CHANCES, type X11x5BetType, x11x5 } from './games/x11x5';
export { DEFAULT_HOUSE_EDGE, DEFAULT_ODDS, fixedOddsHouseEdge, fixedOddsReturn, type OddsTable, prizeGroupHouseEdge } from './odds';
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
