import { DATE_PRESETS } from '@fortuna/shared';

/** A yyyy-MM-dd range, both ends included, in the visitor's own calendar. */
export type DateRange = { from: string; to: string };

/** A date as yyyy-MM-dd in the visitor's zone. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function shift(date: Date, days: number): Date {
  const copy = new Date(date);
  copy.setDate(copy.getDate() + days);
  return copy;
}

/** A date-picker preset: today, or one of spec §9's (`previous_7_days` … `next_30_days`). */
export type DatePresetKey = 'today' | (typeof DATE_PRESETS)[number]['key'];

/**
 * The range of a preset seen from `now`: "previous 7 days" is the 7 days ending today, "next 7
 * days" the 7 days starting today (both ends included).
 */
export function presetRange(key: DatePresetKey, now: Date = new Date()): DateRange {
  const today = isoDay(now);
  if (key === 'today') return { from: today, to: today };
  const preset = DATE_PRESETS.find((entry) => entry.key === key);
  const days = preset?.days ?? 0;
  if (days < 0) return { from: isoDay(shift(now, days + 1)), to: today };
  return { from: today, to: isoDay(shift(now, days - 1)) };
}

/** The presets that look back: the only ones that make sense for records of what already happened (README-decisions). */
export const PAST_PRESETS: readonly DatePresetKey[] = ['today', ...DATE_PRESETS.filter((p) => p.days < 0).map((p) => p.key)];
