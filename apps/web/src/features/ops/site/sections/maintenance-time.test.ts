import { describe, expect, it } from 'vitest';
import { isoToSiteLocal, siteLocalToIso } from './maintenance-section';

describe('the maintenance end on the merchant clock', () => {
  it('reads a typed local time in the merchant zone, whatever the browser zone, and shows it back the same', () => {
    const iso = siteLocalToIso('2099-01-01T12:00', 'Asia/Yangon');
    expect(Date.parse(iso ?? '')).toBe(Date.parse('2099-01-01T05:30:00Z'));
    expect(isoToSiteLocal(iso, 'Asia/Yangon')).toBe('2099-01-01T12:00');
    expect(isoToSiteLocal('2099-01-01T05:30:00Z', 'UTC')).toBe('2099-01-01T05:30');
  });

  it('gives nothing for what is not a datetime-local value', () => {
    expect(siteLocalToIso('tomorrow', 'Asia/Yangon')).toBeNull();
    expect(isoToSiteLocal(null, 'Asia/Yangon')).toBe('');
  });
});
