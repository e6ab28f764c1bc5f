import { describe, expect, it } from 'vitest';
import { isoDay, utcDay, utcMonth, utcWeek } from './periods';

describe('UTC periods', () => {
  const at = new Date('2026-11-22T23:59:59.999Z'); // a Sunday

  it('a day runs from midnight UTC to the next midnight', () => {
    expect(utcDay(at)).toEqual({ from: new Date('2026-11-22T00:00:00Z'), to: new Date('2026-11-23T00:00:00Z') });
    expect(isoDay(utcDay(at).from)).toBe('2026-11-22');
  });

  it('a week starts on Monday, also when asked on a Sunday or a Monday', () => {
    expect(utcWeek(at)).toEqual({ from: new Date('2026-11-16T00:00:00Z'), to: new Date('2026-11-23T00:00:00Z') });
    expect(utcWeek(new Date('2026-11-23T00:00:00Z')).from).toEqual(new Date('2026-11-23T00:00:00Z'));
  });

  it('a month runs to the first of the next, across the year end', () => {
    expect(utcMonth(new Date('2026-12-31T12:00:00Z'))).toEqual({
      from: new Date('2026-12-01T00:00:00Z'),
      to: new Date('2027-01-01T00:00:00Z'),
    });
  });
});
