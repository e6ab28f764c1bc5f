import { TZDate } from '@date-fns/tz';
import { siteTimeZone } from '../../lib/site-time-zone';

const pad = (value: number) => String(value).padStart(2, '0');

/** A match's start on the merchant's clock (lib/format-date.ts's zone): day `MM-dd` and time `HH:mm`; unparseable input as sent. */
export function startParts(iso: string, timeZone: string = siteTimeZone()): { day: string; time: string } {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return { day: '', time: iso };
  const d = new TZDate(ms, timeZone);
  return { day: `${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
}

/**
 * Seconds left until an in-play bet is looked at again, by the server's own times: the delay it
 * gave (`acceptAt − placedAt`) less what passed here since the bet was first seen pending. The
 * browser's clock never meets the server's, so a skew between them does not matter.
 */
export function pendingSecondsLeft(bet: { placedAt: string; acceptAt: string | null }, firstSeenAt: number, now: number): number {
  if (!bet.acceptAt) return 0;
  const delay = Date.parse(bet.acceptAt) - Date.parse(bet.placedAt);
  if (Number.isNaN(delay)) return 0;
  return Math.max(0, Math.ceil((delay - (now - firstSeenAt)) / 1000));
}
