import { describe, expect, it } from 'vitest';
import { frequency, hasLine, trendPoints, trendValues } from './trend';

const draws = [
  { numero: '20260501-0003', result: [1, 2, 3, 4, 5] },
  { numero: '20260501-0002', result: [1, 0, 0, 0, 0] },
  { numero: '20260501-0001', result: [9, 9, 9, 9, 9] },
];

describe('trend', () => {
  it('puts the oldest draw first', () => {
    expect(trendPoints(draws, 1).map((p) => [p.label, p.value])).toEqual([
      ['0001', 9],
      ['0002', 1],
      ['0003', 1],
    ]);
  });

  it('counts every number of the space at a position', () => {
    const counts = frequency(draws, 1, 'SSC');
    expect(counts).toHaveLength(10);
    expect(counts.find((c) => c.number === 1)?.count).toBe(2);
    expect(counts.find((c) => c.number === 9)?.count).toBe(1);
    expect(counts.find((c) => c.number === 0)?.count).toBe(0);
  });

  it('follows the digits of the 4D 1st prize', () => {
    const result = [2377, ...Array.from({ length: 22 }, () => 0)];
    expect([1, 2, 3, 4].map((digit) => trendValues(result, digit, 'SEA4D'))).toEqual([[2], [3], [7], [7]]);
    expect(frequency([{ result }], 4, 'SEA4D').find((c) => c.number === 7)?.count).toBe(1);
  });

  it('follows the đề number as a line and counts every lô number of a Vietnamese board', () => {
    const south = [27, 872, 7675, 1084, 5277, 4893, 41306, 72973, 5792, 74749, 14228, 36687, 66447, 17982, 91035, 25245, 99094, 551069];
    expect(trendValues(south, 1, 'VN_SOUTH')).toEqual([69]);
    expect(trendValues(south, 2, 'VN_SOUTH')).toHaveLength(18);
    expect(hasLine('VN_SOUTH', 1)).toBe(true);
    expect(hasLine('VN_SOUTH', 2)).toBe(false);
    const counts = frequency([{ result: south }, { result: south }], 2, 'VN_SOUTH');
    expect(counts).toHaveLength(100);
    expect(counts.find((c) => c.number === 6)?.count).toBe(2);
    expect(trendPoints([{ numero: '20260501-0001', result: south }], 1, 'VN_SOUTH')[0]?.value).toBe(69);
  });
});
