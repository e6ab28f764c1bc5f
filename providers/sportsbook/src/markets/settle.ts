import { SportsbookError } from '../errors';
import { lineOutcome } from './lines';
import {
  type CockfightResult,
  type EsportsResult,
  type FootballResult,
  type MatchResult,
  mapScore,
  resultProblem,
  seriesWinner,
} from './results';
import {
  CORRECT_SCORE_MAX,
  type CockfightSelection,
  type EsportsSelection,
  type FootballSelection,
  isFirstHalfKind,
  type Outcome,
  type Score,
  type Selection,
  SPORT_OF_KIND,
} from './types';

/**
 * Settlement: what a selection's bet comes to, given the fixture's result.
 *
 * - 1X2 (full time or first half): the side or the draw named wins, else lose.
 * - Asian handicap: the home side's goals plus the line against the away side's (away: the other
 *   way round). Ahead wins, level pushes, behind loses; a quarter line is half the stake on each
 *   neighbouring line (lines.ts lineOutcome). Home −0.25 at 0–0: half loss. Home −0.75 winning by
 *   one: half win.
 * - Over/under: total goals against the line, the same way. Over 2.75 with 3 goals: half win.
 * - Odd/even: total goals; 0 is even.
 * - Correct score: the exact full-time score; `other` wins on any score with a side above 4.
 * - Esports: match winner on the series; map handicap on maps won, like Asian handicap; total maps
 *   on maps played, like over/under; map n on that map's winner, void when map n was not played
 *   (the series ended before it, or was abandoned).
 * - Cockfight: meron or wala win or lose, and push when the fight is a draw; draw wins on a draw
 *   only; a cancelled fight voids everything.
 *
 * A result missing the part a market needs voids it only when the result says the fixture was
 * abandoned (results.ts); otherwise it is a SportsbookError('result_incomplete'). A result of
 * another sport is 'wrong_sport'; an inconsistent one (resultProblem) is 'result_invalid'.
 */
export function settleSelection(selection: Selection, result: MatchResult): Outcome {
  if (SPORT_OF_KIND[selection.kind] !== result.sport) {
    throw new SportsbookError('wrong_sport', `${selection.kind} on a ${result.sport} result`);
  }
  const problem = resultProblem(result);
  if (problem) throw new SportsbookError('result_invalid', problem);
  switch (result.sport) {
    case 'football':
      return settleFootball(selection as FootballSelection, result);
    case 'esports':
      return settleEsports(selection as EsportsSelection, result);
    case 'cockfight':
      return settleCockfight(selection as CockfightSelection, result);
  }
}

function settleFootball(selection: FootballSelection, result: FootballResult): Outcome {
  const firstHalf = isFirstHalfKind(selection.kind);
  const score = firstHalf ? result.firstHalf : result.fullTime;
  if (!score) {
    if (result.abandoned) return 'void';
    throw new SportsbookError('result_incomplete', `no ${firstHalf ? 'first-half' : 'full-time'} score`);
  }
  return settleOnScore(selection, score);
}

/**
 * A football selection settled on the score of the part it is on (the first-half score for the
 * `fh_` kinds, the full-time score for the rest). Pricing uses it over every possible score.
 */
export function settleOnScore(selection: FootballSelection, score: Score): Outcome {
  const total = score.home + score.away;
  switch (selection.kind) {
    case '1x2':
    case 'fh_1x2': {
      const actual = score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
      return actual === selection.pick ? 'win' : 'lose';
    }
    case 'ah':
    case 'fh_ah': {
      const margin = score.home - score.away;
      return lineOutcome(selection.pick === 'home' ? 4 * margin + selection.lineQuarters : -4 * margin - selection.lineQuarters);
    }
    case 'ou':
    case 'fh_ou':
      return lineOutcome(selection.pick === 'over' ? 4 * total - selection.lineQuarters : selection.lineQuarters - 4 * total);
    case 'oe':
      return (total % 2 === 1) === (selection.pick === 'odd') ? 'win' : 'lose';
    case 'cs': {
      if (selection.pick === 'other') return score.home > CORRECT_SCORE_MAX || score.away > CORRECT_SCORE_MAX ? 'win' : 'lose';
      return selection.pick.home === score.home && selection.pick.away === score.away ? 'win' : 'lose';
    }
  }
}

function settleEsports(selection: EsportsSelection, result: EsportsResult): Outcome {
  const winner = seriesWinner(result.bestOf, result.maps);
  if (selection.kind === 'map') {
    const map = result.maps[selection.map - 1];
    if (map) return map === selection.pick ? 'win' : 'lose';
    if (winner || result.abandoned) return 'void';
    throw new SportsbookError('result_incomplete', `map ${selection.map} not played yet`);
  }
  if (!winner) {
    if (result.abandoned) return 'void';
    throw new SportsbookError('result_incomplete', 'the series is not over');
  }
  const maps = mapScore(result.maps);
  switch (selection.kind) {
    case 'mw':
      return winner === selection.pick ? 'win' : 'lose';
    case 'mh': {
      const margin = maps.home - maps.away;
      return lineOutcome(selection.pick === 'home' ? 4 * margin + selection.lineQuarters : -4 * margin - selection.lineQuarters);
    }
    case 'tm': {
      const played = 4 * result.maps.length;
      return lineOutcome(selection.pick === 'over' ? played - selection.lineQuarters : selection.lineQuarters - played);
    }
  }
}

function settleCockfight(selection: CockfightSelection, result: CockfightResult): Outcome {
  if (result.outcome === 'cancelled') return 'void';
  if (selection.pick === 'draw') return result.outcome === 'draw' ? 'win' : 'lose';
  if (result.outcome === 'draw') return 'push';
  return result.outcome === selection.pick ? 'win' : 'lose';
}
