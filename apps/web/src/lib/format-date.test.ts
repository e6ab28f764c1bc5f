import { describe, expect, it } from 'vitest';
import { formatDateTime, gmtOffset } from './format-date';

describe("times on the merchant's clock", () => {
  it('shows an instant in the given zone, whatever the browser runs in', () => {
    expect(formatDateTime('2026-11-26T18:00:00Z', 'Asia/Yangon')).toBe('2026-11-27 00:30:00');
    expect(formatDateTime('2026-11-26T18:00:00Z', 'UTC')).toBe('2026-11-26 18:00:00');
    expect(formatDateTime('not a date', 'Asia/Yangon')).toBe('not a date');
  });

  it("names the zone's offset as the agent header shows it", () => {
    const at = new Date('2026-11-26T18:00:00Z');
    expect(gmtOffset(at, 'Asia/Yangon')).toBe('GMT+6:30');
    expect(gmtOffset(at, 'UTC')).toBe('GMT+0');
    expect(gmtOffset(at, 'America/Los_Angeles')).toBe('GMT-8');
    expect(gmtOffset(new Date('2026-07-01T12:00:00Z'), 'America/Los_Angeles')).toBe('GMT-7');
  });
});
