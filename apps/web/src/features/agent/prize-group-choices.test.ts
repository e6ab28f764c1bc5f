import { describe, expect, it } from 'vitest';
import { downlineRebatePercent, downlineSeriesChoices } from './prize-group-choices';

describe('downlineSeriesChoices', () => {
  it('offers the agent’s own group down to the floor in steps of ten, highest first', () => {
    expect(downlineSeriesChoices(1960, 1930, 1940)).toEqual([1960, 1950, 1940, 1930]);
    expect(downlineSeriesChoices(1960, 1700, 1900)).toHaveLength(27);
  });

  it('adds a floor and a current group that fall between the steps', () => {
    expect(downlineSeriesChoices(1960, 1935, 1947)).toEqual([1960, 1950, 1947, 1940, 1935]);
  });

  it('leaves out a current group outside the bounds, and offers nothing when the floor is above the agent', () => {
    expect(downlineSeriesChoices(1940, 1920, 1950)).toEqual([1940, 1930, 1920]);
    expect(downlineSeriesChoices(1900, 1930, 1930)).toEqual([]);
  });
});

describe('downlineRebatePercent', () => {
  it('is the difference over 2000, without trailing zeros', () => {
    expect(downlineRebatePercent(1960, 1900)).toBe('3');
    expect(downlineRebatePercent(1960, 1950)).toBe('0.5');
    expect(downlineRebatePercent(1960, 1955)).toBe('0.25');
    expect(downlineRebatePercent(1960, 1960)).toBe('0');
  });
});
