import { TZDate } from '@date-fns/tz';
import { businessDay, businessMonth, businessWeek, isoDay } from '../missions/periods';

/** [from, to) instants. */
export type Window = { from: Date; to: Date };

/**
 * The VIP window holding `now`: today's business day and the `days - 1` business days before it,
 * in the merchant's zone (a DST day counts as one day, whatever its hours), up to `now`.
 */
export function vipWindow(now: Date, timeZone: string, days: number): Window {
  const today = new TZDate(businessDay(now, timeZone).from.getTime(), timeZone);
  const first = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1), timeZone);
  return { from: new Date(first.getTime()), to: now };
}

/** The window the keep review of a month reads: the `days` business days before the month's first. */
export function keepWindow(monthStart: Date, timeZone: string, days: number): Window {
  const start = new TZDate(monthStart.getTime(), timeZone);
  const first = new TZDate(start.getFullYear(), start.getMonth(), start.getDate() - days, timeZone);
  return { from: new Date(first.getTime()), to: monthStart };
}

/** The business month holding `now`, and its key (yyyy-MM). */
export function keepMonth(now: Date, timeZone: string): { from: Date; to: Date; key: string } {
  const month = businessMonth(now, timeZone);
  return { ...month, key: isoDay(month.from, timeZone).slice(0, 7) };
}

/** The business week or month of a weekly or monthly VIP bonus, keyed by its first day (yyyy-MM-dd). */
export function claimPeriod(period: 'weekly' | 'monthly', now: Date, timeZone: string): { from: Date; to: Date; key: string } {
  const range = period === 'weekly' ? businessWeek(now, timeZone) : businessMonth(now, timeZone);
  return { ...range, key: isoDay(range.from, timeZone) };
}
