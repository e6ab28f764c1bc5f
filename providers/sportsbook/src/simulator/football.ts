import type { FootballResult } from '../markets/results';
import type { Score, Side } from '../markets/types';
import { type FootballState, HALF_MINUTES, MATCH_MINUTES } from '../pricing/football';
import type { ExpectedGoals } from '../pricing/strength';
import { poissonDraw, seededRandom } from './seeded';

/**
 * A football match played minute by minute from a seed, with the goal model the pricing uses
 * (pricing/football.ts): in each of the 90 minutes each side scores Poisson(expected goals / 90)
 * goals, home drawn before away, both from seededRandom(seed, "football"). No stoppage time; half-time
 * falls after minute 45. The same seed and expected goals always give the same match.
 */

/** One minute played: its number (1..90), its half, the score after it and the goals scored in it, in order. */
export type FootballMinute = { minute: number; half: 1 | 2; score: Score; goals: Side[] };

/** A simulated match: every minute, the half-time and full-time scores, and the result to settle on. */
export type FootballTimeline = { minutes: FootballMinute[]; firstHalf: Score; fullTime: Score; result: FootballResult };

/** Plays a match from a seed (see above). Team strengths become expected goals with pricing/strength.ts expectedGoals. */
export function simulateFootball(seed: string, expected: ExpectedGoals): FootballTimeline {
  const random = seededRandom(seed, 'football');
  const perMinute = { home: expected.home / MATCH_MINUTES, away: expected.away / MATCH_MINUTES };
  const score = { home: 0, away: 0 };
  const minutes: FootballMinute[] = [];
  let firstHalf = { ...score };
  for (let minute = 1; minute <= MATCH_MINUTES; minute++) {
    const goals: Side[] = [];
    for (const side of ['home', 'away'] as const) {
      const scored = poissonDraw(random, perMinute[side]);
      score[side] += scored;
      for (let i = 0; i < scored; i++) goals.push(side);
    }
    minutes.push({ minute, half: minute <= HALF_MINUTES ? 1 : 2, score: { ...score }, goals });
    if (minute === HALF_MINUTES) firstHalf = { ...score };
  }
  const fullTime = { ...score };
  return { minutes, firstHalf, fullTime, result: { sport: 'football', fullTime, firstHalf } };
}

/** Where a simulated match stands after `minute` minutes (0..90), as in-play pricing takes it. */
export function footballStateAt(timeline: FootballTimeline, minute: number): FootballState {
  if (!Number.isInteger(minute) || minute < 0 || minute > MATCH_MINUTES) throw new RangeError(`minute ${minute}`);
  const score = minute === 0 ? { home: 0, away: 0 } : (timeline.minutes[minute - 1] as FootballMinute).score;
  return minute > HALF_MINUTES ? { minute, score, firstHalfScore: timeline.firstHalf } : { minute, score };
}
