import { describe, expect, it } from 'vitest';
import { businessDays, daysOf, nextDay, optionalBusinessDays } from './business-days';

describe('business days', () => {
  it('run from midnight to midnight in the merchant’s zone', () => {
    expect(businessDays('2026-05-01', '2026-05-01', 'UTC')).toEqual({
      start: new Date('2026-05-01T00:00:00Z'),
      end: new Date('2026-05-02T00:00:00Z'),
    });
    // Myanmar is UTC+06:30: its day starts at 17:30 UTC the day before.
    expect(businessDays('2026-05-01', '2026-05-03', 'Asia/Yangon')).toEqual({
      start: new Date('2026-04-30T17:30:00Z'),
      end: new Date('2026-05-03T17:30:00Z'),
    });
    expect(businessDays('2026-12-31', '2026-12-31', 'America/New_York').end).toEqual(new Date('2027-01-01T05:00:00Z'));
  });

  it('are 23 or 25 hours long when the clocks change', () => {
    const spring = businessDays('2026-03-29', '2026-03-29', 'Europe/London');
    const autumn = businessDays('2026-10-25', '2026-10-25', 'Europe/London');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });

  it('leave an open side open', () => {
    expect(optionalBusinessDays(undefined, '2026-05-01', 'Asia/Yangon')).toEqual({
      start: undefined,
      end: new Date('2026-05-01T17:30:00Z'),
    });
    expect(optionalBusinessDays(undefined, undefined, 'UTC')).toEqual({ start: undefined, end: undefined });
  });

  it('step through the calendar across month and year ends and leap days', () => {
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2024-02-29')).toBe('2024-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(daysOf('2026-01-30', '2026-02-02')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(daysOf('2026-01-01', '2026-01-01')).toEqual(['2026-01-01']);
  });
});
