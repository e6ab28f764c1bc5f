import { TZDate } from '@date-fns/tz';
import { periodContaining } from '../contract-settlement/periods';

/**
 * Periods of missions and the leaderboard: [from, to) instants of the merchant's business days in
 * its IANA zone (merchant.time_zone; Asia/Yangon's day starts at 17:30 UTC the day before), the
 * same days the agent reports and contract settlements count. The zone maths is the settlements'
 * (contract-settlement/periods.ts), so a DST day is 23 or 25 hours there too.
 */
export type Period = { from: Date; to: Date };

function inZone(kind: 'daily' | 'weekly' | 'monthly', now: Date, timeZone: string): Period {
  const { start, end } = periodContaining(kind, now, timeZone);
  return { from: start, to: end };
}

/** The merchant's business day holding `now`. */
export function businessDay(now: Date, timeZone: string): Period {
  return inZone('daily', now, timeZone);
}

/** The merchant's ISO week (Monday 00:00 to the next Monday, local) holding `now`. */
export function businessWeek(now: Date, timeZone: string): Period {
  return inZone('weekly', now, timeZone);
}

/** The merchant's calendar month holding `now`. */
export function businessMonth(now: Date, timeZone: string): Period {
  return inZone('monthly', now, timeZone);
}

/** yyyy-MM-dd of an instant on the merchant's calendar. */
export function isoDay(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}
