import type { LiveResultSummaryView, LiveRoundView, LiveTableSummary } from '@fortuna/shared';
import type { LiveRooms, LiveTableWithClock } from './api/live-api';
import { clockOffset } from './live-clock';

/** How the live socket's events change what the pages hold (pure, so the tests can check them). */

/** Writes a table's new summary into every room list that shows its game (a table it lacks: that list reloads). */
export function applySummary(rooms: LiveRooms, summary: LiveTableSummary, game: string, receivedAt: number): LiveRooms | 'reload' {
  if (game && summary.gameCode !== game) return rooms;
  const index = rooms.tables.findIndex((t) => t.tableId === summary.tableId);
  if (index < 0) return 'reload';
  const tables = rooms.tables.slice();
  tables[index] = summary;
  return { tables, offset: clockOffset(summary.serverTime, receivedAt) };
}

/** A round event written into a table's state: a new round forgets the last one's totals and bets. */
export function applyRound(state: LiveTableWithClock, round: LiveRoundView, receivedAt: number): LiveTableWithClock {
  if (state.table.tableId !== round.tableId) return state;
  const fresh = state.round?.roundId !== round.roundId;
  return {
    ...state,
    round,
    offset: clockOffset(round.serverTime, receivedAt),
    totals: fresh ? null : state.totals,
    myRound: fresh ? null : state.myRound,
    settledMyRound: fresh && state.myRound?.payout != null ? state.myRound : state.settledMyRound,
  };
}

/**
 * The current shoe's results, oldest first: the history's settled rounds, and the table summary's
 * own last results (the socket keeps those fresh) when they run further.
 */
export function shoeResults(
  state: Pick<LiveTableWithClock, 'table'>,
  rounds: ReadonlyArray<{ roundId: string; summary: LiveResultSummaryView }> | undefined,
): LiveResultSummaryView[] {
  const fromHistory = (rounds ?? []).map((r) => ({ ...r.summary, roundId: r.roundId })).reverse();
  const known = new Set(fromHistory.map((r) => r.roundId));
  const lastKnown = fromHistory.at(-1)?.roundId;
  const summary = state.table.results;
  const start = lastKnown ? summary.findIndex((r) => r.roundId === lastKnown) + 1 : 0;
  const extra = (start > 0 || !lastKnown ? summary.slice(start) : []).filter((r) => !known.has(r.roundId));
  return [...fromHistory, ...extra];
}
