import { describe, expect, it } from 'vitest';
import { frequency, trendPoints } from './trend';

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
});
