import { BET_TYPE_CODES, GAME_TYPES } from '@fortuna/bgs/games';
import { describe, expect, it } from 'vitest';
import { BET_BOARD, betGroups, buildSelection, quickPick } from './bet-types';
import { combinationsOf } from './slip';

describe('the bet board', () => {
  it('offers every bet type the engine has, and nothing else', () => {
    const board = GAME_TYPES.flatMap((gameType) => BET_BOARD[gameType].map((spec) => spec.code));
    expect([...board].sort()).toEqual([...BET_TYPE_CODES].sort());
  });

  it('builds selections the engine accepts for every bet type', () => {
    for (const gameType of GAME_TYPES) {
      for (const spec of BET_BOARD[gameType]) {
        const rows = Array.from({ length: spec.rows }, () => [...spec.values]);
        const selection = buildSelection(spec, spec.option?.values.at(-1), rows);
        expect(combinationsOf(gameType, spec.code, selection), spec.code).toBeGreaterThan(0);
      }
    }
  });

  it('sorts number picks and keeps words in board order', () => {
    const [digit, , total] = BET_BOARD.ssc;
    expect(buildSelection(digit!, 3, [[7, 1, 4]])).toEqual({ position: 3, digits: [1, 4, 7] });
    expect(buildSelection(total!, undefined, [['even', 'big']])).toEqual({ picks: ['big', 'even'] });
    const straight = BET_BOARD.ssc.find((spec) => spec.code === 'ssc.three_straight')!;
    expect(buildSelection(straight, undefined, [[2], [1, 0], [9]])).toEqual({ part: 'front', digits: [[2], [0, 1], [9]] });
  });

  it('groups bet types into tabs', () => {
    expect(betGroups('ssc')).toEqual(['position', 'two_sided', 'three']);
    expect(betGroups('lf')).toEqual(['three']);
  });

  it('quick-picks big, small, odd and even of a row', () => {
    const digits = BET_BOARD.ssc[0]!;
    expect(quickPick(digits, 'big')).toEqual([5, 6, 7, 8, 9]);
    expect(quickPick(digits, 'odd')).toEqual([1, 3, 5, 7, 9]);
    const eleven = BET_BOARD['11x5'][0]!;
    expect(quickPick(eleven, 'small')).toEqual([1, 2, 3, 4, 5]);
    const sums = BET_BOARD.pk10.find((spec) => spec.code === 'pk10.sum_value')!;
    expect(quickPick(sums, 'big')[0]).toBe(12);
    expect(quickPick(digits, 'clear')).toEqual([]);
  });
});
