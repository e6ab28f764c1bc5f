import { describe, expect, it } from 'vitest';
import { chiSquareStatistic, chiSquareSurvival, logGamma } from './chi-square';

describe('chi-square', () => {
  it('computes log-gamma', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(25)).toBeCloseTo(54.78472939811232, 9); // ln 24!
  });

  it('has the closed form e^(−x/2) at two degrees of freedom', () => {
    for (const x of [0.1, 1, 5, 20, 60]) expect(chiSquareSurvival(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
  });

  it('matches published critical values', () => {
    // (statistic, df, upper-tail probability) from standard chi-square tables.
    const table: [number, number, number][] = [
      [3.841, 1, 0.05],
      [10.828, 1, 0.001],
      [16.919, 9, 0.05],
      [27.877, 9, 0.001],
      [18.307, 10, 0.05],
      [29.588, 10, 0.001],
      [65.171, 48, 0.05],
      [124.342, 100, 0.05],
    ];
    for (const [x, df, p] of table) expect(chiSquareSurvival(x, df) / p).toBeCloseTo(1, 3);
  });

  it('measures departure from equal counts', () => {
    expect(chiSquareStatistic([10, 10, 10])).toBe(0);
    expect(chiSquareStatistic([5, 15])).toBe(5);
  });
});
