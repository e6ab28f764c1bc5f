import { describe, expect, it } from 'vitest';
import { fromZoneInput, toZoneInput } from './zone-time';

describe('maintenance and banner times in the merchant’s zone', () => {
  it('reads a datetime-local value as the merchant’s wall clock, whatever the browser’s zone', () => {
    // Yangon is UTC+06:30: 08:00 there is 01:30 UTC.
    expect(fromZoneInput('2026-03-10T08:00', 'Asia/Yangon')).toBe('2026-03-10T01:30:00.000Z');
    expect(toZoneInput('2026-03-10T01:30:00.000Z', 'Asia/Yangon')).toBe('2026-03-10T08:00');
  });

  it('answers null and empty for no time', () => {
    expect(fromZoneInput('', 'Asia/Yangon')).toBeNull();
    expect(toZoneInput(null, 'Asia/Yangon')).toBe('');
  });
});
