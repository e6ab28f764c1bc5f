/** Markets and settlement: market kinds, selection keys, results, how a selection settles and what a single pays. */
export { selectionsOfMarket } from './catalogue';
export {
  formatMarketKey,
  formatSelectionKey,
  marketKeySchema,
  marketOf,
  parseMarketKey,
  parseSelectionKey,
  readMarketKey,
  readSelectionKey,
  selectionKeySchema,
} from './keys';
export { formatLine, isValidLine, LINE_LIMITS, type LineKind, lineOutcome, parseLine } from './lines';
export { payout, returnFactor } from './payout';
export {
  type CockfightResult,
  type EsportsResult,
  type FootballResult,
  type MatchResult,
  mapScore,
  mapsToWin,
  matchResultSchema,
  resultProblem,
  scoreSchema,
  seriesProblem,
  seriesWinner,
} from './results';
export { settleOnScore, settleSelection } from './settle';
export {
  BEST_OF,
  type BestOf,
  CORRECT_SCORE_MAX,
  type CockfightSelection,
  type EsportsSelection,
  FIRST_HALF_KINDS,
  type FootballSelection,
  isFirstHalfKind,
  MARKET_KINDS,
  type Market,
  type MarketKind,
  OUTCOMES,
  type Outcome,
  type Score,
  type Selection,
  type Side,
  SPORT_OF_KIND,
  type Sport,
} from './types';
