import { TZDate } from '@date-fns/tz';
import { siteTimeZone } from '../../../lib/site-time-zone';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value (yyyy-MM-ddTHH:mm) in the merchant's zone; '' for none. */
export function toZoneInput(iso: string | null, timeZone: string = siteTimeZone()): string {
  if (!iso) return '';
  const d = new TZDate(Date.parse(iso), timeZone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value read as the merchant's wall clock, as an ISO instant; null for ''. */
export function fromZoneInput(value: string, timeZone: string = siteTimeZone()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, timeZone).getTime()).toISOString();
}
