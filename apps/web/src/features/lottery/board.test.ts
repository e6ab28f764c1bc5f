import { describe, expect, it } from 'vitest';
import { boardRows, boardSummary, headTailOf, isBoardType, vnSpecial, winningSlots } from './board';

// The draws of providers/bgs FAIRNESS.md's vectors.
const SEA4D = [
  2377, 1409, 3948, 5633, 2237, 1623, 1447, 3403, 5556, 865, 6915, 7564, 9027, 6241, 4747, 9970, 8027, 4888, 6690, 7003, 341, 1349, 5615,
];
const NORTH = [
  72611, 78846, 12779, 1220, 85175, 41632, 48970, 55254, 88554, 6851, 4352, 9121, 9512, 16, 8740, 3016, 5063, 8237, 1763, 2632, 127, 235,
  362, 75, 23, 36, 99,
];
const SOUTH = [27, 872, 7675, 1084, 5277, 4893, 41306, 72973, 5792, 74749, 14228, 36687, 66447, 17982, 91035, 25245, 99094, 551069];

describe('result boards', () => {
  it('knows which lottery types draw a board', () => {
    expect(['SEA4D', 'VN_NORTH', 'VN_SOUTH'].every((type) => isBoardType(type as never))).toBe(true);
    expect(isBoardType('SSC')).toBe(false);
  });

  it('lays out a 4D draw: 1st, 2nd, 3rd, then 10 special and 10 consolation, four digits each', () => {
    const rows = boardRows('SEA4D', SEA4D)!;
    expect(rows.map((row) => [row.tier, row.cells.length])).toEqual([
      ['first', 1],
      ['second', 1],
      ['third', 1],
      ['special', 10],
      ['consolation', 10],
    ]);
    expect(rows[3]!.cells.map((cell) => cell.text)).toContain('0865');
    expect(rows[4]!.cells.at(-3)!.text).toBe('0341');
    expect(boardSummary('SEA4D', SEA4D)).toEqual([
      { tier: 'first', text: '2377' },
      { tier: 'second', text: '1409' },
      { tier: 'third', text: '3948' },
    ]);
    expect(boardRows('SEA4D', SEA4D.slice(1))).toBeNull();
  });

  it('lays out the North from ĐB down to G7 and the South from G8 down to ĐB, each row padded to its width', () => {
    const north = boardRows('VN_NORTH', NORTH)!;
    expect(north.map((row) => row.tier)).toEqual(['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh']);
    expect(north.map((row) => row.cells.length)).toEqual([1, 1, 2, 6, 4, 6, 3, 4]);
    expect(north[2]!.cells.map((cell) => cell.text)).toEqual(['12779', '01220']);
    expect(north[3]!.cells.map((cell) => cell.text)).toEqual(['85175', '41632', '48970', '55254', '88554', '06851']);
    expect(north[7]!.cells.map((cell) => cell.text)).toEqual(['75', '23', '36', '99']);
    const south = boardRows('VN_SOUTH', SOUTH)!;
    expect(south.map((row) => row.tier)).toEqual(['eighth', 'seventh', 'sixth', 'fifth', 'fourth', 'third', 'second', 'first', 'special']);
    expect(south[0]!.cells[0]!.text).toBe('27');
    expect(south.at(-1)!.cells[0]!.text).toBe('551069');
    expect(vnSpecial('VN_NORTH', NORTH)).toEqual({ text: '72611', de: 11 });
    expect(boardSummary('VN_SOUTH', SOUTH)).toEqual([{ tier: 'special', text: '551069' }]);
  });

  it('builds the head/tail table of the lô numbers', () => {
    const heads = headTailOf('VN_SOUTH', SOUTH)!;
    // Lô numbers: 27 72 75 84 77 93 06 73 92 49 28 87 47 82 35 45 94 69.
    expect(heads[0]).toEqual([6]);
    expect(heads[7]).toEqual([2, 3, 5, 7]);
    expect(heads[1]).toEqual([]);
    expect(heads.flat()).toHaveLength(18);
    expect(headTailOf('VN_SOUTH', SOUTH.slice(1))).toBeNull();
  });

  it('marks the positions a bet hit', () => {
    // Big on the 1st prize and on a consolation number; Small pays the top three only.
    expect([...winningSlots('sea4d', 'sea4d.big', { numbers: ['2377', '0341', '0000'] }, SEA4D)]).toEqual([0, 20]);
    expect([...winningSlots('sea4d', 'sea4d.small', { numbers: ['2377', '0341'] }, SEA4D)]).toEqual([0]);
    // A rolled digit, and an i-box in any order.
    expect([...winningSlots('sea4d', 'sea4d.big', { numbers: ['14R9'] }, SEA4D)]).toEqual([1]);
    expect([...winningSlots('sea4d', 'sea4d.big_ibox', { numbers: ['7732'] }, SEA4D)]).toEqual([0]);
    // Lô 75: the 3rd prize 85175 and the G7 75.
    expect([...winningSlots('vn_north', 'vn_north.lo', { numbers: ['75'] }, NORTH)]).toEqual([4, 23]);
    expect([...winningSlots('vn_north', 'vn_north.de', { numbers: ['11', '12'] }, NORTH)]).toEqual([0]);
    expect([...winningSlots('vn_north', 'vn_north.cang3', { numbers: ['612'] }, NORTH)]).toEqual([]);
    expect([...winningSlots('vn_south', 'vn_south.cang3', { numbers: ['069'] }, SOUTH)]).toEqual([17]);
    // Xiên 2 of 27 and 06 both came up; 27 with 11 did not.
    expect([...winningSlots('vn_south', 'vn_south.xien2', { numbers: ['27', '06'] }, SOUTH)]).toEqual([0, 6]);
    expect([...winningSlots('vn_south', 'vn_south.xien2', { numbers: ['27', '11'] }, SOUTH)]).toEqual([]);
    expect([...winningSlots('ssc', 'ssc.position_digit', { position: 1, digits: [1] }, [1, 2, 3, 4, 5])]).toEqual([]);
  });
});
