/** Odds formats: conversions between decimal thousandths and HK, Malay and Indonesian prices, and how they are written. */
export { formatOdds, type OddsDisplayOptions, parseOdds } from './display';
export {
  assertOddsMilli,
  decimalOdds,
  fromOddsFormat,
  MAX_ODDS_MILLI,
  MIN_ODDS_MILLI,
  ODDS_FORMATS,
  type OddsFormat,
  oddsMilliOf,
  toOddsFormat,
} from './formats';
