import { tzOffset } from '@date-fns/tz/tzOffset';
import { siteTimeZone } from './site-time-zone';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** One formatter per zone: its parts are the wall-clock fields of an instant there. */
const clocks = new Map<string, Intl.DateTimeFormat>();

function clock(timeZone: string): Intl.DateTimeFormat {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(timeZone, format);
  }
  return format;
}

/**
 * Spec §3: times show as `yyyy-MM-dd HH:mm:ss` on the merchant's clock (its zone, not the
 * browser's), so a draw, a record or a notice reads the same day the reports count it in;
 * unparseable input is shown as sent. Intl does the zone arithmetic (no date library on the
 * first page, whose error messages format times).
 */
export function formatDateTime(value: string, timeZone: string = siteTimeZone()): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return value;
  const field: Record<string, number> = {};
  for (const part of clock(timeZone).formatToParts(ms)) if (part.type !== 'literal') field[part.type] = Number(part.value);
  const { year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0 } = field;
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** A zone's offset from UTC at an instant as GMT±h[:mm] (the agent header's, spec §2): `GMT+6:30`. */
export function gmtOffset(date: Date, timeZone: string = siteTimeZone()): string {
  const minutes = tzOffset(timeZone, date);
  const sign = minutes >= 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${pad(rest)}` : ''}`;
}
