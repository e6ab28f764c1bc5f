/**
 * The in-house sportsbook's pure maths (football, esports, cockfight): odds formats, markets and
 * their selection keys, settlement and payouts, parlays, pricing, the demo's seeded simulator and
 * the feed's message schemas. No I/O, no clock, no Math.random. docs/sportsbook/MARKETS.md explains
 * the rules with worked examples.
 */
export { SportsbookError } from './errors';
export * from './feed';
export * from './markets/index';
export * from './odds/index';
export {
  assertParlayLegs,
  combinedOdds,
  combinedOddsMilli,
  PARLAY_MAX_LEGS,
  PARLAY_MIN_LEGS,
  type ParlayLeg,
  type ParlayProblem,
  type ParlaySettlement,
  parlayProblem,
  settleParlay,
} from './parlay';
export * from './pricing/index';
export { compare, floor, type Rational, ratio, toNumber } from './rational';
export * from './simulator/index';
