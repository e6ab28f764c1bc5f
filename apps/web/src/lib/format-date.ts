import { TZDate, tzOffset } from '@date-fns/tz';
import { siteTimeZone } from './site-time-zone';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Spec §3: times show as `yyyy-MM-dd HH:mm:ss` on the merchant's clock (its zone, not the
 * browser's), so a draw, a record or a notice reads the same day the reports count it in;
 * unparseable input is shown as sent.
 */
export function formatDateTime(value: string, timeZone: string = siteTimeZone()): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return value;
  const d = new TZDate(ms, timeZone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A zone's offset from UTC at an instant as GMT±h[:mm] (the agent header's, spec §2): `GMT+6:30`. */
export function gmtOffset(date: Date, timeZone: string = siteTimeZone()): string {
  const minutes = tzOffset(timeZone, date);
  const sign = minutes >= 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${pad(rest)}` : ''}`;
}
