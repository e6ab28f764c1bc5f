import { describe, expect, it } from 'vitest';
import { isoDay, PAST_PRESETS, presetRange } from './date-range';
import { setSiteTimeZone, siteTimeZone } from './site-time-zone';

describe('date presets', () => {
  const now = new Date('2025-03-10T08:30:00Z');

  it('counts today in a range of the previous days', () => {
    expect(isoDay(now, 'UTC')).toBe('2025-03-10');
    expect(presetRange('today', now, 'UTC')).toEqual({ from: '2025-03-10', to: '2025-03-10' });
    expect(presetRange('previous_7_days', now, 'UTC')).toEqual({ from: '2025-03-04', to: '2025-03-10' });
    expect(presetRange('previous_30_days', now, 'UTC')).toEqual({ from: '2025-02-09', to: '2025-03-10' });
    expect(presetRange('next_7_days', now, 'UTC')).toEqual({ from: '2025-03-10', to: '2025-03-16' });
  });

  it('offers records only the presets that look back', () => {
    expect(PAST_PRESETS).toEqual(['today', 'previous_7_days', 'previous_30_days']);
  });
});

describe("date presets in the merchant's business days", () => {
  // 18:00 UTC is already 00:30 the next day in Yangon (UTC+06:30): the browser's day is the merchant's yesterday.
  const evening = new Date('2026-11-26T18:00:00Z');

  it("reads today and the previous days on the merchant's calendar, not the browser's", () => {
    expect(isoDay(evening, 'Asia/Yangon')).toBe('2026-11-27');
    expect(presetRange('today', evening, 'Asia/Yangon')).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(presetRange('previous_7_days', evening, 'Asia/Yangon')).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(presetRange('previous_30_days', evening, 'Asia/Yangon')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
  });

  it('takes the zone the site configuration gave when none is passed', () => {
    const before = siteTimeZone();
    try {
      setSiteTimeZone('Asia/Yangon');
      expect(presetRange('today', evening)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
      expect(isoDay(new Date('2026-11-26T17:29:59Z'))).toBe('2026-11-26');
      expect(isoDay(new Date('2026-11-26T17:30:00Z'))).toBe('2026-11-27');
    } finally {
      setSiteTimeZone(before);
    }
  });

  it('keeps the last zone when the configuration names one the browser does not know', () => {
    const before = siteTimeZone();
    try {
      setSiteTimeZone('Asia/Yangon');
      setSiteTimeZone('Mars/Olympus_Mons');
      expect(siteTimeZone()).toBe('Asia/Yangon');
    } finally {
      setSiteTimeZone(before);
    }
  });
});
