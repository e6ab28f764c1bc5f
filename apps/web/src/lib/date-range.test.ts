import { describe, expect, it } from 'vitest';
import { isoDay, PAST_PRESETS, presetRange } from './date-range';

describe('date presets', () => {
  const now = new Date(2025, 2, 10, 15, 30);

  it('counts today in a range of the previous days', () => {
    expect(isoDay(now)).toBe('2025-03-10');
    expect(presetRange('today', now)).toEqual({ from: '2025-03-10', to: '2025-03-10' });
    expect(presetRange('previous_7_days', now)).toEqual({ from: '2025-03-04', to: '2025-03-10' });
    expect(presetRange('previous_30_days', now)).toEqual({ from: '2025-02-09', to: '2025-03-10' });
    expect(presetRange('next_7_days', now)).toEqual({ from: '2025-03-10', to: '2025-03-16' });
  });

  it('offers records only the presets that look back', () => {
    expect(PAST_PRESETS).toEqual(['today', 'previous_7_days', 'previous_30_days']);
  });
});
