/** Pricing: fair chances from a Poisson goal model, an esports series model and fixed cockfight chances, and odds with a margin. */
export { type CockfightModel, cockfightFairMarket, DEFAULT_COCKFIGHT_MODEL } from './cockfight';
export { type EsportsModel, esportsFairMarket, esportsOutcomes, seriesChances } from './esports';
export {
  type FootballState,
  footballFairMarket,
  footballOutcomes,
  HALF_MINUTES,
  KICK_OFF,
  MATCH_MINUTES,
  partScoreChances,
} from './football';
export { assertMargin, DEFAULT_MARGIN, MIN_PRICE_MILLI, oddsWithMargin, overround, PRICE_STEP_MILLI } from './margin';
export { type FairSelection, type OutcomeProbabilities, priceProbability } from './outcomes';
export { poissonChances, type ScoreChance, scoreChances } from './poisson';
export { type PricedSelection, priceMarket } from './prices';
export { type ExpectedGoals, expectedGoals, LEAGUE_AVERAGE_GOALS, mapWinProbability, type TeamStrength } from './strength';
