import { describe, expect, it } from 'vitest';
import { businessDay, businessMonth, businessWeek, isoDay } from './periods';

describe('UTC periods', () => {
  const at = new Date('2026-11-22T23:59:59.999Z'); // a Sunday

  it('a day runs from midnight UTC to the next midnight', () => {
    expect(businessDay(at, 'UTC')).toEqual({ from: new Date('2026-11-22T00:00:00Z'), to: new Date('2026-11-23T00:00:00Z') });
    expect(isoDay(businessDay(at, 'UTC').from, 'UTC')).toBe('2026-11-22');
  });

  it('a week starts on Monday, also when asked on a Sunday or a Monday', () => {
    expect(businessWeek(at, 'UTC')).toEqual({ from: new Date('2026-11-16T00:00:00Z'), to: new Date('2026-11-23T00:00:00Z') });
    expect(businessWeek(new Date('2026-11-23T00:00:00Z'), 'UTC').from).toEqual(new Date('2026-11-23T00:00:00Z'));
  });

  it('a month runs to the first of the next, across the year end', () => {
    expect(businessMonth(new Date('2026-12-31T12:00:00Z'), 'UTC')).toEqual({
      from: new Date('2026-12-01T00:00:00Z'),
      to: new Date('2027-01-01T00:00:00Z'),
    });
  });
});

describe("periods in the merchant's zone (Asia/Yangon, UTC+06:30)", () => {
  // 18:00 UTC on Thursday the 26th is 00:30 on Friday the 27th in Yangon.
  const evening = new Date('2026-11-26T18:00:00Z');

  it("today is the merchant's day, which started at 17:30 UTC", () => {
    expect(businessDay(evening, 'Asia/Yangon')).toEqual({ from: new Date('2026-11-26T17:30:00Z'), to: new Date('2026-11-27T17:30:00Z') });
    expect(isoDay(evening, 'Asia/Yangon')).toBe('2026-11-27');
    expect(businessDay(new Date('2026-11-26T17:29:59.999Z'), 'Asia/Yangon').from).toEqual(new Date('2026-11-25T17:30:00Z'));
  });

  it('the week and the month turn at local midnight too', () => {
    // Sunday 29 November 18:00 UTC is already Monday the 30th in Yangon: a new week.
    expect(businessWeek(new Date('2026-11-29T18:00:00Z'), 'Asia/Yangon').from).toEqual(new Date('2026-11-29T17:30:00Z'));
    // 30 November 18:00 UTC is 1 December in Yangon: a new month.
    expect(businessMonth(new Date('2026-11-30T18:00:00Z'), 'Asia/Yangon')).toEqual({
      from: new Date('2026-11-30T17:30:00Z'),
      to: new Date('2026-12-31T17:30:00Z'),
    });
  });
});
