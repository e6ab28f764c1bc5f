import { TZDate, tzOffset } from '@date-fns/tz';
import { type ContractPeriod, REALTIME_SLOT_MS } from '@fortuna/shared';

/**
 * Contract settlement periods (schemas/contracts.ts, spec §9): [start, end) instants counted on
 * the merchant's wall clock in its IANA time zone, the zone maths done by @date-fns/tz.
 * - realtime: UTC-aligned 5-minute slots (the member_slot_rollup grain); a zone whose offset is a
 *   multiple of 5 minutes (all of today's) has whole slots in each of its hours and days.
 * - hourly: the merchant's local hours (Asia/Yangon, UTC+06:30, starts its hours at :30 UTC); in
 *   the hour a DST change repeats, each of the two local hours is its own period.
 * - daily: local midnight to local midnight (23 or 25 hours across a DST change).
 * - weekly: Monday 00:00 local to the next Monday.
 * - semimonthly: the 1st to the 15th, then the 16th to the month's end.
 * - monthly: the 1st to the 1st of the next month.
 */
export type PeriodRange = { start: Date; end: Date };

const HOUR_MS = 3_600_000;

/** Throws on a zone the runtime does not know (merchant.time_zone is operator input). */
export function assertTimeZone(zone: string): void {
  if (Number.isNaN(tzOffset(zone, new Date(0)))) throw new Error(`unknown time zone ${zone}`);
}

/** The instant of local midnight of a calendar day (month and day may overflow: they roll over). */
function localMidnight(zone: string, year: number, month: number, day: number): Date {
  return new Date(new TZDate(year, month, day, zone).getTime());
}

/** The period of a kind that holds `instant`. */
export function periodContaining(period: ContractPeriod, instant: Date, zone: string): PeriodRange {
  assertTimeZone(zone);
  const ms = instant.getTime();
  if (period === 'realtime') {
    const start = Math.floor(ms / REALTIME_SLOT_MS) * REALTIME_SLOT_MS;
    return { start: new Date(start), end: new Date(start + REALTIME_SLOT_MS) };
  }
  const local = new TZDate(ms, zone);
  if (period === 'hourly') {
    // Back to the top of the local hour from the instant itself: a wall-clock time in the hour
    // a DST change repeats names two instants, the elapsed minutes of the hour only one.
    const start = ms - (local.getMinutes() * 60_000 + local.getSeconds() * 1000 + local.getMilliseconds());
    return { start: new Date(start), end: new Date(start + HOUR_MS) };
  }
  const year = local.getFullYear();
  const month = local.getMonth();
  const day = local.getDate();
  switch (period) {
    case 'daily':
      return { start: localMidnight(zone, year, month, day), end: localMidnight(zone, year, month, day + 1) };
    case 'weekly': {
      const sinceMonday = (local.getDay() + 6) % 7;
      return {
        start: localMidnight(zone, year, month, day - sinceMonday),
        end: localMidnight(zone, year, month, day - sinceMonday + 7),
      };
    }
    case 'semimonthly':
      return day <= 15
        ? { start: localMidnight(zone, year, month, 1), end: localMidnight(zone, year, month, 16) }
        : { start: localMidnight(zone, year, month, 16), end: localMidnight(zone, year, month + 1, 1) };
    case 'monthly':
      return { start: localMidnight(zone, year, month, 1), end: localMidnight(zone, year, month + 1, 1) };
  }
}

/**
 * Every period of a kind that ended at or before `to`, from the one holding `from` on, oldest
 * first. Empty when `from` is not before `to`.
 */
export function closedPeriodsBetween(period: ContractPeriod, from: Date, to: Date, zone: string): PeriodRange[] {
  const periods: PeriodRange[] = [];
  let current = periodContaining(period, from, zone);
  while (current.end.getTime() <= to.getTime()) {
    periods.push(current);
    current = periodContaining(period, current.end, zone);
  }
  return periods;
}

/** The local calendar day (yyyy-MM-dd) of an instant in a zone. */
export function localDay(instant: Date, zone: string): string {
  const local = new TZDate(instant.getTime(), zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}
