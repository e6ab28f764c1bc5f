import { z } from 'zod';
import { businessDay, businessMonth, businessWeek, isoDay, type Period } from '../../missions/periods';

/** The periods a period-based rule counts over: the merchant's business day, ISO week or month. */
export const rulePeriodKind = z.enum(['daily', 'weekly', 'monthly']);
export type RulePeriodKind = z.infer<typeof rulePeriodKind>;

const PERIODS: Record<RulePeriodKind, (now: Date, timeZone: string) => Period> = {
  daily: businessDay,
  weekly: businessWeek,
  monthly: businessMonth,
};

/** The period of a kind holding `at`, in the merchant's zone. */
export function periodOf(kind: RulePeriodKind, at: Date, timeZone: string): Period {
  return PERIODS[kind](at, timeZone);
}

/** The period of a kind just before the one holding `now`. */
export function previousPeriod(kind: RulePeriodKind, now: Date, timeZone: string): Period {
  return periodOf(kind, new Date(periodOf(kind, now, timeZone).from.getTime() - 1), timeZone);
}

/** ISO week `2026-W48` of a Monday given as yyyy-MM-dd (the week's Thursday decides its year). */
function isoWeek(monday: string): string {
  const thursday = new Date(`${monday}T00:00:00Z`).getTime() + 3 * 86_400_000;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / 86_400_000 / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * A period's key, the grant key's last part: a business day `2026-11-27`, an ISO week
 * `2026-W48`, a month `2026-11` (all on the merchant's calendar).
 */
export function periodKeyOf(kind: RulePeriodKind, period: Period, timeZone: string): string {
  const first = isoDay(period.from, timeZone);
  if (kind === 'daily') return first;
  if (kind === 'weekly') return isoWeek(first);
  return first.slice(0, 7);
}
