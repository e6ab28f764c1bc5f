import { SportsbookError } from '../errors';
import { selectionsOfMarket } from '../markets/catalogue';
import { formatSelectionKey } from '../markets/keys';
import { settleOnScore } from '../markets/settle';
import { type FootballSelection, isFirstHalfKind, type Market, type Score, SPORT_OF_KIND } from '../markets/types';
import { type FairSelection, noOutcomes, type OutcomeProbabilities, priceProbability } from './outcomes';
import { type ScoreChance, scoreChances } from './poisson';
import type { ExpectedGoals } from './strength';

/**
 * The football model: each side scores at a steady Poisson rate, its expected goals spread evenly
 * over 90 minutes, the two sides independently. From minute t with score h–a, the final score is
 * h + X, a + Y with X ~ Poisson(λ_home × (90 − t)/90), Y ~ Poisson(λ_away × (90 − t)/90); the
 * first-half score is the same up to minute 45. Pre-match is minute 0 at 0–0. Every selection's
 * chances come from settling it (markets/settle.ts) on every possible score, so pricing and
 * settlement can never disagree about what a selection means.
 */

/** Minutes in a match; the model has no stoppage time. */
export const MATCH_MINUTES = 90;

/** Minutes in a half. */
export const HALF_MINUTES = 45;

/**
 * Where a match stands: minutes played (0 before kick-off, 45 at half-time, 90 at full time),
 * the score, and once past minute 45 the first-half score.
 */
export type FootballState = { minute: number; score: Score; firstHalfScore?: Score };

/** A match before kick-off. */
export const KICK_OFF: FootballState = { minute: 0, score: { home: 0, away: 0 } };

function checkState(state: FootballState): void {
  const bad = (why: string) => new SportsbookError('pricing_state_invalid', why);
  if (!Number.isInteger(state.minute) || state.minute < 0 || state.minute > MATCH_MINUTES) throw bad(`minute ${state.minute}`);
  const goals = [state.score.home, state.score.away, state.firstHalfScore?.home ?? 0, state.firstHalfScore?.away ?? 0];
  if (!goals.every((g) => Number.isInteger(g) && g >= 0)) throw bad('goals');
  if (state.minute > HALF_MINUTES && !state.firstHalfScore) throw bad('past half-time without a first-half score');
  const fh = state.firstHalfScore;
  if (fh && (fh.home > state.score.home || fh.away > state.score.away)) throw bad('first-half goals exceed the score');
}

/** The chances of each final score of a part (full time, or the first half) from where the match stands. */
export function partScoreChances(expected: ExpectedGoals, state: FootballState, part: 'full_time' | 'first_half'): ScoreChance[] {
  checkState(state);
  if (!(expected.home >= 0 && expected.away >= 0)) throw new SportsbookError('pricing_state_invalid', 'expected goals');
  const end = part === 'full_time' ? MATCH_MINUTES : HALF_MINUTES;
  if (state.minute >= end) return [{ score: part === 'first_half' ? (state.firstHalfScore ?? state.score) : state.score, probability: 1 }];
  const share = (end - state.minute) / MATCH_MINUTES;
  return scoreChances(state.score, expected.home * share, expected.away * share);
}

function outcomesOn(selection: FootballSelection, chances: readonly ScoreChance[]): OutcomeProbabilities {
  const outcomes = noOutcomes();
  for (const { score, probability } of chances) outcomes[settleOnScore(selection, score)] += probability;
  return outcomes;
}

/** The chance of each outcome of a football selection from where the match stands. */
export function footballOutcomes(
  selection: FootballSelection,
  expected: ExpectedGoals,
  state: FootballState = KICK_OFF,
): OutcomeProbabilities {
  return outcomesOn(selection, partScoreChances(expected, state, isFirstHalfKind(selection.kind) ? 'first_half' : 'full_time'));
}

/**
 * Every selection of a football market with its outcome chances and fair price probability
 * (outcomes.ts priceProbability); the price probabilities of a market sum to 1 while it is open.
 */
export function footballFairMarket(
  market: Market,
  expected: ExpectedGoals,
  state: FootballState = KICK_OFF,
): FairSelection<FootballSelection>[] {
  if (SPORT_OF_KIND[market.kind] !== 'football') {
    throw new SportsbookError('wrong_sport', `${market.kind} is not a football market`);
  }
  const chances = partScoreChances(expected, state, isFirstHalfKind(market.kind) ? 'first_half' : 'full_time');
  return (selectionsOfMarket(market) as FootballSelection[]).map((selection) => {
    const outcomes = outcomesOn(selection, chances);
    return { key: formatSelectionKey(selection), selection, outcomes, probability: priceProbability(outcomes) };
  });
}
