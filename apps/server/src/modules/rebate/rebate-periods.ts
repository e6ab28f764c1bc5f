import { TZDate } from '@date-fns/tz';
import { businessDay, isoDay, type Period } from '../missions/periods';

/** The rollups' grain: UTC-aligned quarter-hours (provider-wallet/round-rollup.ts). */
export const QUARTER_MS = 900_000;
/**
 * A quarter-hour is rebated only this long after it closed: a round settled in its last moments
 * commits (and writes its rollup row) a moment after its `settled_at`, and a rebate reads each
 * quarter once (the contract settlements wait the same minute, SETTLEMENT_GRACE_MS).
 */
export const REBATE_GRACE_MS = 60_000;

/** The end of the last whole quarter-hour that closed at least the grace before `now`: a rebate counts rollup quarters before it. */
export function rebatableUntil(now: Date): Date {
  return new Date(Math.floor((now.getTime() - REBATE_GRACE_MS) / QUARTER_MS) * QUARTER_MS);
}

/** When the quarter-hour after `until` becomes rebatable (its close plus the grace). */
export function nextRebatableAt(until: Date): Date {
  return new Date(until.getTime() + QUARTER_MS + REBATE_GRACE_MS);
}

/** The [from, to) instants of a business day (yyyy-MM-dd on the merchant's calendar). */
export function dayPeriod(day: string, timeZone: string): Period {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // Noon local is inside the day whatever its DST change.
  return businessDay(new Date(new TZDate(y, m - 1, d, 12, timeZone).getTime()), timeZone);
}

/** The business day that closed last, at least the grace before `now` (the day the daily run pays next). */
export function lastClosedDay(now: Date, timeZone: string): string {
  const today = businessDay(new Date(now.getTime() - REBATE_GRACE_MS), timeZone);
  return isoDay(new Date(today.from.getTime() - 1), timeZone);
}

/** True once a business day's last quarter-hour is rebatable. */
export function dayClosed(day: string, timeZone: string, now: Date): boolean {
  return dayPeriod(day, timeZone).to.getTime() <= rebatableUntil(now).getTime();
}
