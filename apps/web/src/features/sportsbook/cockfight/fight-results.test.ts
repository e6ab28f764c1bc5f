import type { SportsbookMatch } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import { addResults, boardOf, type FightResult, RESULTS_KEPT, resultOf, tally } from './fight-results';

const result = (id: number, outcome: FightResult['outcome'], minute = id): FightResult => ({
  matchId: String(id),
  fightNumber: id,
  startsAt: new Date(Date.UTC(2030, 0, 1, 0, minute)).toISOString(),
  outcome,
});
const finished = (id: number, outcome: 'meron' | 'wala' | 'draw') =>
  ({
    matchId: String(id),
    detail: { fightNumber: id },
    startsAt: new Date(Date.UTC(2030, 0, 1, 0, id)).toISOString(),
    status: 'finished',
    result: { sport: 'cockfight', outcome },
  }) as unknown as SportsbookMatch;

describe('the results board', () => {
  it('reads a finished or cancelled fight, and nothing from one still to play', () => {
    expect(resultOf(finished(7, 'wala'))).toEqual(result(7, 'wala'));
    expect(resultOf({ ...finished(7, 'wala'), status: 'cancelled', result: null })?.outcome).toBe('cancelled');
    expect(resultOf({ ...finished(7, 'wala'), status: 'live', result: null })).toBeNull();
  });

  it('keeps each fight once, newest first, a correction replacing the first entry, and at most the kept number', () => {
    const board = addResults([], [result(1, 'meron'), result(3, 'draw'), result(2, 'wala')]);
    expect(board.map((r) => r.matchId)).toEqual(['3', '2', '1']);
    expect(addResults(board, [result(2, 'wala')])).toBe(board);
    expect(addResults(board, [result(2, 'meron')]).find((r) => r.matchId === '2')?.outcome).toBe('meron');
    const many = addResults(
      [],
      Array.from({ length: RESULTS_KEPT + 5 }, (_, i) => result(i + 1, 'meron')),
    );
    expect(many).toHaveLength(RESULTS_KEPT);
    expect(many[0]?.matchId).toBe(String(RESULTS_KEPT + 5));
    expect(tally(board)).toEqual({ meron: 1, wala: 1, draw: 1, cancelled: 0 });
  });

  it("joins the book's results and the fights seen to end since, the book's copy winning", () => {
    const seen = [result(4, 'cancelled'), result(3, 'meron')];
    const board = boardOf([finished(3, 'wala'), finished(2, 'draw')], seen);
    expect(board.map((r) => [r.matchId, r.outcome])).toEqual([
      ['4', 'cancelled'],
      ['3', 'wala'],
      ['2', 'draw'],
    ]);
    expect(boardOf(undefined, [])).toEqual([]);
  });
});
