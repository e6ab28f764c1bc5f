import type { SportsbookMatch } from '@fortuna/shared';
import { type FightOutcome, fightNumber, fightOutcome } from './fight-board';

/**
 * The results board: the book's finished fights (`GET /wps/sportsbook/results`) with the fights
 * this page saw end since (finished or cancelled) on top, each once.
 */

/** One ended fight on the board. */
export type FightResult = { matchId: string; fightNumber: number | null; startsAt: string; outcome: FightOutcome };

/** Results kept on the board (the road shows them all; four hours of a fight every five minutes). */
export const RESULTS_KEPT = 48;

/** A fight's entry on the board, or null while it has no outcome. */
export function resultOf(match: SportsbookMatch): FightResult | null {
  const outcome = fightOutcome(match);
  if (!outcome) return null;
  return { matchId: match.matchId, fightNumber: fightNumber(match), startsAt: match.startsAt, outcome };
}

/**
 * The board with more results: each fight once (a later entry replaces an earlier one, as a
 * corrected result does), newest first by start, at most RESULTS_KEPT. Answers the same array
 * when nothing changed.
 */
export function addResults(board: readonly FightResult[], more: readonly FightResult[]): readonly FightResult[] {
  if (more.every((r) => board.some((b) => sameResult(b, r)))) return board;
  const byId = new Map(board.map((r) => [r.matchId, r]));
  for (const result of more) byId.set(result.matchId, result);
  return [...byId.values()].sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt)).slice(0, RESULTS_KEPT);
}

function sameResult(a: FightResult, b: FightResult): boolean {
  return a.matchId === b.matchId && a.outcome === b.outcome && a.fightNumber === b.fightNumber && a.startsAt === b.startsAt;
}

/** The board of the book's results and the ones seen since: fights read from the book win over older copies. */
export function boardOf(fromBook: readonly SportsbookMatch[] | undefined, seen: readonly FightResult[]): readonly FightResult[] {
  const book = (fromBook ?? []).map(resultOf).filter((r): r is FightResult => r !== null);
  return addResults(addResults([], seen), book);
}

/** How many fights ended each way. */
export function tally(board: readonly FightResult[]): Record<FightOutcome, number> {
  const counts: Record<FightOutcome, number> = { meron: 0, wala: 0, draw: 0, cancelled: 0 };
  for (const result of board) counts[result.outcome] += 1;
  return counts;
}
