import { z } from 'zod';
import { BEST_OF, type BestOf, type Score, type Side } from './types';

/**
 * What a fixture's result says, as settlement reads it. A part the result leaves out (no
 * first-half score, maps still to play) settles the markets on it as void only when the result
 * says the fixture was abandoned; otherwise settling such a market is an error
 * (SportsbookError 'result_incomplete'), because the part is simply not known yet.
 */

/**
 * A football result: the full-time score (90 minutes and stoppage time; extra time and penalties
 * do not count) and the first-half score. At half-time a result with only `firstHalf` settles the
 * first-half markets. `abandoned`: the match was stopped and not finished; the markets of every
 * part it gives a score for stand, the others are void. An abandoned match has no full-time score.
 */
export type FootballResult = { sport: 'football'; fullTime?: Score; firstHalf?: Score; abandoned?: boolean };

/**
 * An esports result: the series length and the winner of each map played, in order. A complete
 * series ends the map one side reaches its wins (2 of 3); fewer maps mean the series is still on,
 * or, with `abandoned`, was stopped: its series markets are then void, and so are the markets on
 * maps never played.
 */
export type EsportsResult = { sport: 'esports'; bestOf: BestOf; maps: Side[]; abandoned?: boolean };

/** A cockfight's outcome; `cancelled` (no fight) voids every bet. */
export type CockfightResult = { sport: 'cockfight'; outcome: 'meron' | 'wala' | 'draw' | 'cancelled' };

/** A fixture's result in any sport. */
export type MatchResult = FootballResult | EsportsResult | CockfightResult;

/** The maps a side needs to win a best-of series. */
export function mapsToWin(bestOf: BestOf): number {
  return (bestOf + 1) / 2;
}

/** Maps won by each side. */
export function mapScore(maps: readonly Side[]): Score {
  let home = 0;
  for (const map of maps) if (map === 'home') home++;
  return { home, away: maps.length - home };
}

/** Why a list of map winners is no best-of series (a map played after one side had its wins), or null. */
export function seriesProblem(bestOf: BestOf, maps: readonly Side[]): string | null {
  const needed = mapsToWin(bestOf);
  const score = { home: 0, away: 0 };
  for (const [index, map] of maps.entries()) {
    if (score.home === needed || score.away === needed) return `map ${index + 1} after the series was won`;
    score[map]++;
  }
  return null;
}

/** The side that has its wins (mapsToWin) in a series without a seriesProblem, or null while the series is on. */
export function seriesWinner(bestOf: BestOf, maps: readonly Side[]): Side | null {
  const score = mapScore(maps);
  const needed = mapsToWin(bestOf);
  return score.home >= needed ? 'home' : score.away >= needed ? 'away' : null;
}

/** Why a result cannot be settled on (inconsistent parts), or null when it can. */
export function resultProblem(result: MatchResult): string | null {
  if (result.sport === 'football') {
    if (result.abandoned && result.fullTime) return 'an abandoned match has no full-time score';
    const { fullTime, firstHalf } = result;
    if (fullTime && firstHalf && (firstHalf.home > fullTime.home || firstHalf.away > fullTime.away)) {
      return 'first-half goals exceed full-time goals';
    }
    return null;
  }
  if (result.sport === 'esports') {
    const problem = seriesProblem(result.bestOf, result.maps);
    if (problem) return problem;
    if (result.abandoned && seriesWinner(result.bestOf, result.maps)) return 'an abandoned series has no winner';
    return null;
  }
  return null;
}

const goalsSchema = z.number().int().min(0).max(99);
/** Goals of each side, whole numbers 0..99. */
export const scoreSchema = z.object({ home: goalsSchema, away: goalsSchema });
const sideSchema = z.enum(['home', 'away']);

/** A result in any sport, checked for consistency (resultProblem). */
export const matchResultSchema: z.ZodType<MatchResult> = z
  .discriminatedUnion('sport', [
    z.object({
      sport: z.literal('football'),
      /** Score after 90 minutes and stoppage time. */
      fullTime: scoreSchema.optional(),
      /** Score at half-time. */
      firstHalf: scoreSchema.optional(),
      /** The match was stopped and not finished. */
      abandoned: z.boolean().optional(),
    }),
    z.object({
      sport: z.literal('esports'),
      /** Series length: 1, 3 or 5 maps. */
      bestOf: z.literal(BEST_OF),
      /** The winner of each map played, in order. */
      maps: z.array(sideSchema).max(5),
      /** The series was stopped and not finished. */
      abandoned: z.boolean().optional(),
    }),
    z.object({
      sport: z.literal('cockfight'),
      /** Who won, a draw, or cancelled (no fight). */
      outcome: z.enum(['meron', 'wala', 'draw', 'cancelled']),
    }),
  ])
  .superRefine((result, ctx) => {
    const problem = resultProblem(result);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
