import { describe, expect, it } from 'vitest';
import { agentRebates, playRebate } from './rebate';

describe('playRebate', () => {
  it('returns the series given up, floored', () => {
    expect(playRebate({ stake: 10_000n, ownSeries: 1950, playSeries: 1900 })).toBe(250n);
    expect(playRebate({ stake: 333n, ownSeries: 1950, playSeries: 1900 })).toBe(8n); // 8.325
    expect(playRebate({ stake: 10_000n, ownSeries: 1950, playSeries: 1950 })).toBe(0n);
    expect(() => playRebate({ stake: 100n, ownSeries: 1900, playSeries: 1950 })).toThrow(RangeError);
  });
});

describe('agentRebates', () => {
  it('pays each level the difference to its downline; level 0 is the member’s own play rebate', () => {
    const levels = agentRebates({ turnover: 10_000n, playedSeries: 1900, pathSeries: [1950, 1960, 1980] });
    expect(levels).toEqual([
      { level: 0, amount: 250n },
      { level: 1, amount: 50n },
      { level: 2, amount: 100n },
    ]);
    // Telescoping: the levels add up to turnover × (root − played) / 2000.
    expect(levels.reduce((sum, l) => sum + l.amount, 0n)).toBe((10_000n * 80n) / 2000n);
    expect(levels[0]?.amount).toBe(playRebate({ stake: 10_000n, ownSeries: 1950, playSeries: 1900 }));
  });

  it('floors each level on its own', () => {
    expect(agentRebates({ turnover: 999n, playedSeries: 1950, pathSeries: [1950, 1953, 1956] })).toEqual([
      { level: 0, amount: 0n },
      { level: 1, amount: 1n }, // 1.4985
      { level: 2, amount: 1n },
    ]);
  });

  it('refuses an ancestor below its downline and an empty path', () => {
    expect(() => agentRebates({ turnover: 100n, playedSeries: 1900, pathSeries: [1950, 1940] })).toThrow(RangeError);
    expect(() => agentRebates({ turnover: 100n, playedSeries: 1960, pathSeries: [1950] })).toThrow(RangeError);
    expect(() => agentRebates({ turnover: 100n, playedSeries: 1900, pathSeries: [] })).toThrow(RangeError);
  });
});
