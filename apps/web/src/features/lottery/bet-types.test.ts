import { BET_TYPE_CODES, GAME_TYPES } from '@fortuna/bgs/games';
import { describe, expect, it } from 'vitest';
import { BET_BOARD, betGroups, betTypeKey, buildSelection, gridPick, quickPick, toggleAll } from './bet-types';
import { combinationsOf } from './slip';

describe('the bet board', () => {
  it('offers every bet type the engine has, and nothing else', () => {
    const board = GAME_TYPES.flatMap((gameType) => BET_BOARD[gameType].map((spec) => spec.code));
    expect([...board].sort()).toEqual([...BET_TYPE_CODES].sort());
  });

  it('builds selections the engine accepts for every bet type', () => {
    // A typed entry: a number of its width (box numbers must have two different digits).
    const typed = (width: number) => ['1234'.slice(0, width), '5678'.slice(0, width)];
    for (const gameType of GAME_TYPES) {
      for (const spec of BET_BOARD[gameType]) {
        const values = spec.entry ? typed(spec.entry.width) : spec.values.slice(0, spec.maxPicks ?? spec.values.length);
        const rows = Array.from({ length: spec.rows }, () => [...values]);
        const selection = buildSelection(spec, spec.option?.values.at(-1), rows);
        expect(combinationsOf(gameType, spec.code, selection), spec.code).toBeGreaterThan(0);
      }
    }
  });

  it('knows the engine limits of the grid: the fewest and the most numbers of each bet', () => {
    for (const gameType of ['vn_north', 'vn_south'] as const) {
      for (const spec of BET_BOARD[gameType].filter((entry) => entry.kind === 'grid')) {
        const pick = (count: number) => buildSelection(spec, undefined, [spec.values.slice(0, count)]);
        expect(combinationsOf(gameType, spec.code, pick(spec.minPicks ?? 1)), spec.code).toBeGreaterThan(0);
        expect(combinationsOf(gameType, spec.code, pick((spec.minPicks ?? 1) - 1)), spec.code).toBe(0);
        expect(combinationsOf(gameType, spec.code, pick(spec.maxPicks ?? 100)), spec.code).toBeGreaterThan(0);
        if ((spec.maxPicks ?? 100) < 100) expect(combinationsOf(gameType, spec.code, pick((spec.maxPicks ?? 100) + 1)), spec.code).toBe(0);
      }
    }
  });

  it('sends the regional picks as zero-padded digit strings', () => {
    const lo = BET_BOARD.vn_north[0]!;
    expect(buildSelection(lo, undefined, [[27, 7, 0]])).toEqual({ numbers: ['00', '07', '27'] });
    const big = BET_BOARD.sea4d[0]!;
    expect(buildSelection(big, undefined, [['0007', '12R4']])).toEqual({ numbers: ['0007', '12R4'] });
    expect(combinationsOf('sea4d', 'sea4d.big', { numbers: ['0007', '12R4'] })).toBe(11);
  });

  it('quick-picks a head row, a tail column and the doubles, and a second press takes them away', () => {
    expect(gridPick({ kind: 'head', digit: 3 })).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39]);
    expect(gridPick({ kind: 'tail', digit: 7 })).toEqual([7, 17, 27, 37, 47, 57, 67, 77, 87, 97]);
    expect(gridPick({ kind: 'doubles' })).toEqual([0, 11, 22, 33, 44, 55, 66, 77, 88, 99]);
    const once = toggleAll([5, 30], gridPick({ kind: 'head', digit: 3 }));
    expect([...once].sort((a, b) => Number(a) - Number(b))).toEqual([5, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39]);
    expect(toggleAll(once, gridPick({ kind: 'head', digit: 3 }))).toEqual([5]);
  });

  it('names the Vietnamese bets the same on both boards', () => {
    expect(betTypeKey('vn_north.xien2')).toBe('vn_xien2');
    expect(betTypeKey('vn_south.lo')).toBe('vn_lo');
    expect(betTypeKey('sea4d.big_ibox')).toBe('sea4d_big_ibox');
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
    expect(betGroups('sea4d')).toEqual(['big', 'small', 'box', 'ibox']);
    expect(betGroups('vn_south')).toEqual(['lo', 'de', 'xien']);
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
