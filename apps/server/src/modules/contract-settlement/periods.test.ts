import { describe, expect, it } from 'vitest';
import { optionalBusinessDays } from '../agent-reports/business-days';
import { closedPeriodsBetween, localDay, periodContaining } from './periods';

const at = (iso: string) => new Date(iso);
/** A period as ISO texts, for readable expectations. */
function range(period: Parameters<typeof periodContaining>[0], iso: string, zone: string) {
  const p = periodContaining(period, at(iso), zone);
  return [p.start.toISOString(), p.end.toISOString()];
}

describe('periodContaining', () => {
  it('cuts real-time periods into UTC-aligned 5-minute slots whatever the zone', () => {
    expect(range('realtime', '2024-05-01T10:07:59.999Z', 'Asia/Yangon')).toEqual(['2024-05-01T10:05:00.000Z', '2024-05-01T10:10:00.000Z']);
    expect(range('realtime', '2024-05-01T10:10:00.000Z', 'UTC')).toEqual(['2024-05-01T10:10:00.000Z', '2024-05-01T10:15:00.000Z']);
  });

  it('counts hours on the merchant’s clock: Yangon’s start at half past the UTC hour', () => {
    expect(range('hourly', '2024-05-01T10:29:00Z', 'Asia/Yangon')).toEqual(['2024-05-01T09:30:00.000Z', '2024-05-01T10:30:00.000Z']);
    expect(range('hourly', '2024-05-01T10:30:00Z', 'Asia/Yangon')).toEqual(['2024-05-01T10:30:00.000Z', '2024-05-01T11:30:00.000Z']);
    expect(range('hourly', '2024-05-01T10:59:59Z', 'UTC')).toEqual(['2024-05-01T10:00:00.000Z', '2024-05-01T11:00:00.000Z']);
  });

  it('keeps London’s hours whole across both DST changes, the repeated hour twice', () => {
    // 31 March 2024: 01:00 GMT jumps to 02:00 BST.
    expect(range('hourly', '2024-03-31T00:59:00Z', 'Europe/London')).toEqual(['2024-03-31T00:00:00.000Z', '2024-03-31T01:00:00.000Z']);
    expect(range('hourly', '2024-03-31T01:00:00Z', 'Europe/London')).toEqual(['2024-03-31T01:00:00.000Z', '2024-03-31T02:00:00.000Z']);
    // 27 October 2024: 02:00 BST falls back to 01:00 GMT; 01:xx local happens twice.
    expect(range('hourly', '2024-10-27T00:30:00Z', 'Europe/London')).toEqual(['2024-10-27T00:00:00.000Z', '2024-10-27T01:00:00.000Z']);
    expect(range('hourly', '2024-10-27T01:30:00Z', 'Europe/London')).toEqual(['2024-10-27T01:00:00.000Z', '2024-10-27T02:00:00.000Z']);
    const hours = closedPeriodsBetween('hourly', at('2024-10-26T23:00:00Z'), at('2024-10-27T03:00:00Z'), 'Europe/London');
    expect(hours.map((h) => h.start.toISOString().slice(11, 16))).toEqual(['23:00', '00:00', '01:00', '02:00']);
  });

  it('counts London’s days from local midnight: 23 hours in March, 25 in October', () => {
    expect(range('daily', '2024-03-31T12:00:00Z', 'Europe/London')).toEqual(['2024-03-31T00:00:00.000Z', '2024-03-31T23:00:00.000Z']);
    expect(range('daily', '2024-04-01T10:00:00Z', 'Europe/London')).toEqual(['2024-03-31T23:00:00.000Z', '2024-04-01T23:00:00.000Z']);
    expect(range('daily', '2024-10-27T12:00:00Z', 'Europe/London')).toEqual(['2024-10-26T23:00:00.000Z', '2024-10-28T00:00:00.000Z']);
    // Just before midnight BST is still the previous day.
    expect(range('daily', '2024-07-01T22:59:59Z', 'Europe/London')).toEqual(['2024-06-30T23:00:00.000Z', '2024-07-01T23:00:00.000Z']);
  });

  it('counts Yangon’s days from 17:30 UTC', () => {
    expect(range('daily', '2024-05-01T17:29:59Z', 'Asia/Yangon')).toEqual(['2024-04-30T17:30:00.000Z', '2024-05-01T17:30:00.000Z']);
    expect(range('daily', '2024-05-01T17:30:00Z', 'Asia/Yangon')).toEqual(['2024-05-01T17:30:00.000Z', '2024-05-02T17:30:00.000Z']);
  });

  it('starts weeks on Monday at local midnight, across a month and a year end', () => {
    // Sunday 5 May 2024, 23:59 UTC; Monday 6 May begins at 00:00.
    expect(range('weekly', '2024-05-05T23:59:00Z', 'UTC')).toEqual(['2024-04-29T00:00:00.000Z', '2024-05-06T00:00:00.000Z']);
    expect(range('weekly', '2024-05-06T00:00:00Z', 'UTC')).toEqual(['2024-05-06T00:00:00.000Z', '2024-05-13T00:00:00.000Z']);
    // Wednesday 1 January 2025 in Yangon: the week began Monday 30 December.
    expect(range('weekly', '2025-01-01T05:00:00Z', 'Asia/Yangon')).toEqual(['2024-12-29T17:30:00.000Z', '2025-01-05T17:30:00.000Z']);
    // Sunday night in Yangon is already Monday there.
    expect(range('weekly', '2024-05-05T18:00:00Z', 'Asia/Yangon')).toEqual(['2024-05-05T17:30:00.000Z', '2024-05-12T17:30:00.000Z']);
    // A London week holding the March change is 167 hours long.
    const week = periodContaining('weekly', at('2024-03-28T12:00:00Z'), 'Europe/London');
    expect((week.end.getTime() - week.start.getTime()) / 3_600_000).toBe(167);
  });

  it('splits months at the 15th/16th and ends them on their last day (31 days, leap February)', () => {
    expect(range('semimonthly', '2024-01-15T23:59:59Z', 'UTC')).toEqual(['2024-01-01T00:00:00.000Z', '2024-01-16T00:00:00.000Z']);
    expect(range('semimonthly', '2024-01-16T00:00:00Z', 'UTC')).toEqual(['2024-01-16T00:00:00.000Z', '2024-02-01T00:00:00.000Z']);
    expect(range('semimonthly', '2024-01-31T23:59:59Z', 'UTC')).toEqual(['2024-01-16T00:00:00.000Z', '2024-02-01T00:00:00.000Z']);
    expect(range('semimonthly', '2024-02-29T12:00:00Z', 'UTC')).toEqual(['2024-02-16T00:00:00.000Z', '2024-03-01T00:00:00.000Z']);
    expect(range('semimonthly', '2023-02-28T12:00:00Z', 'UTC')).toEqual(['2023-02-16T00:00:00.000Z', '2023-03-01T00:00:00.000Z']);
    // 16 May begins at 17:30 UTC on the 15th in Yangon.
    expect(range('semimonthly', '2024-05-15T17:30:00Z', 'Asia/Yangon')).toEqual(['2024-05-15T17:30:00.000Z', '2024-05-31T17:30:00.000Z']);
    expect(range('semimonthly', '2024-05-15T17:29:00Z', 'Asia/Yangon')).toEqual(['2024-04-30T17:30:00.000Z', '2024-05-15T17:30:00.000Z']);
    expect(range('monthly', '2024-02-29T23:59:59Z', 'UTC')).toEqual(['2024-02-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z']);
    expect(range('monthly', '2024-12-31T12:00:00Z', 'UTC')).toEqual(['2024-12-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z']);
    // 1 March 2024 begins on 29 February in UTC for Yangon; London's October is an hour longer.
    expect(range('monthly', '2024-02-29T18:00:00Z', 'Asia/Yangon')).toEqual(['2024-02-29T17:30:00.000Z', '2024-03-31T17:30:00.000Z']);
    expect(range('monthly', '2024-10-15T00:00:00Z', 'Europe/London')).toEqual(['2024-09-30T23:00:00.000Z', '2024-11-01T00:00:00.000Z']);
  });

  it('refuses a zone the runtime does not know', () => {
    expect(() => periodContaining('daily', at('2024-05-01T00:00:00Z'), 'Mars/Olympus')).toThrow(/time zone/);
  });
});

describe('closedPeriodsBetween', () => {
  it('lists the closed periods from the one holding `from`, oldest first', () => {
    const slots = closedPeriodsBetween('realtime', at('2024-05-01T10:03:00Z'), at('2024-05-01T10:19:59Z'), 'UTC');
    expect(slots.map((s) => s.start.toISOString().slice(11, 16))).toEqual(['10:00', '10:05', '10:10']);
    const days = closedPeriodsBetween('daily', at('2024-02-27T20:00:00Z'), at('2024-03-01T17:30:00Z'), 'Asia/Yangon');
    expect(days.map((d) => localDay(d.start, 'Asia/Yangon'))).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    const halves = closedPeriodsBetween('semimonthly', at('2024-01-20T00:00:00Z'), at('2024-04-01T00:00:00Z'), 'UTC');
    expect(halves.map((h) => h.start.toISOString().slice(0, 10))).toEqual([
      '2024-01-16',
      '2024-02-01',
      '2024-02-16',
      '2024-03-01',
      '2024-03-16',
    ]);
    expect(closedPeriodsBetween('daily', at('2024-05-01T10:00:00Z'), at('2024-05-01T23:59:59Z'), 'UTC')).toEqual([]);
    expect(closedPeriodsBetween('daily', at('2024-05-02T00:00:00Z'), at('2024-05-01T00:00:00Z'), 'UTC')).toEqual([]);
  });
});

describe('business days', () => {
  it('names the local day of an instant and turns a day range into instants', () => {
    expect(localDay(at('2024-05-01T17:30:00Z'), 'Asia/Yangon')).toBe('2024-05-02');
    expect(localDay(at('2024-05-01T17:29:00Z'), 'Asia/Yangon')).toBe('2024-05-01');
    const r = optionalBusinessDays('2024-05-01', '2024-05-02', 'Asia/Yangon');
    expect([r.start?.toISOString(), r.end?.toISOString()]).toEqual(['2024-04-30T17:30:00.000Z', '2024-05-02T17:30:00.000Z']);
    expect(optionalBusinessDays(undefined, undefined, 'UTC')).toEqual({});
  });
});
