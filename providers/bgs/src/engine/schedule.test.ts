import { describe, expect, it } from 'vitest';
import { drawsBetween, formatNumero, nextDraw } from './schedule';

const at = (iso: string) => new Date(iso);

describe('lottery schedules', () => {
  it('numbers interval draws from 1 each local day, the 24:00 draw closing the day', () => {
    const schedule = { kind: 'interval' as const, seconds: 60 };
    expect(nextDraw(schedule, at('2026-11-22T04:47:30Z'))).toEqual({ numero: '20261122-0288', drawsAt: at('2026-11-22T04:48:00Z') });
    const draws = drawsBetween(schedule, at('2026-11-22T23:58:00Z'), at('2026-11-23T00:02:00Z'));
    expect(draws.map((d) => d.numero)).toEqual(['20261122-1439', '20261122-1440', '20261123-0001', '20261123-0002']);
    expect(draws[1]?.drawsAt).toEqual(at('2026-11-23T00:00:00Z'));
  });

  it('runs on the game zone: a UTC+06:30 five-minute game', () => {
    const schedule = { kind: 'interval' as const, seconds: 300, utcOffsetMinutes: 390 };
    // 17:30 UTC is 00:00 local: the first draw of the local day is at 00:05 local.
    expect(nextDraw(schedule, at('2026-11-22T17:30:00Z'))).toEqual({ numero: '20261123-0001', drawsAt: at('2026-11-22T17:35:00Z') });
  });

  it('draws daily and weekly games at their times, strictly after a moment', () => {
    const daily = { kind: 'daily' as const, times: ['20:30'] };
    expect(nextDraw(daily, at('2026-11-22T20:30:00Z'))).toEqual({ numero: '20261123-0001', drawsAt: at('2026-11-23T20:30:00Z') });
    // 2026-11-22 is a Sunday: the next Tuesday, Thursday and Saturday.
    const weekly = { kind: 'weekly' as const, days: [2, 4, 6], time: '21:30' };
    const draws = drawsBetween(weekly, at('2026-11-22T00:00:00Z'), at('2026-11-29T00:00:00Z'));
    expect(draws.map((d) => d.drawsAt.toISOString())).toEqual([
      '2026-11-24T21:30:00.000Z',
      '2026-11-26T21:30:00.000Z',
      '2026-11-28T21:30:00.000Z',
    ]);
  });

  it('refuses schedules that cannot draw and formats numeros', () => {
    expect(() => nextDraw({ kind: 'interval', seconds: 5 }, new Date())).toThrow(RangeError);
    expect(() => nextDraw({ kind: 'weekly', days: [], time: '10:00' }, new Date())).toThrow(RangeError);
    expect(formatNumero(Date.UTC(2026, 0, 5), 12345)).toBe('20260105-12345');
  });
});
