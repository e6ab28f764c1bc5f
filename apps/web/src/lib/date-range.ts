import { TZDate } from '@date-fns/tz';
import { DATE_PRESETS } from '@fortuna/shared';
import { siteTimeZone } from './site-time-zone';

/** A yyyy-MM-dd range, both ends included, of the merchant's business days. */
export type DateRange = { from: string; to: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant's calendar day as yyyy-MM-dd in a zone (the merchant's unless told). */
export function isoDay(date: Date, timeZone: string = siteTimeZone()): string {
  const local = new TZDate(date.getTime(), timeZone);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The yyyy-MM-dd `days` calendar days after (or before) a yyyy-MM-dd: day arithmetic, no zone involved. */
function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A date-picker preset: today, or one of spec §9's (`previous_7_days` … `next_30_days`). */
export type DatePresetKey = 'today' | (typeof DATE_PRESETS)[number]['key'];

/**
 * The range of a preset seen from `now`, in the merchant's business days (the days the server
 * reads `from`/`to` as): "previous 7 days" is the 7 days ending today, "next 7 days" the 7 days
 * starting today (both ends included). The browser's own zone plays no part: at 18:00 UTC a
 * Yangon merchant's today is already tomorrow's date.
 */
export function presetRange(key: DatePresetKey, now: Date = new Date(), timeZone: string = siteTimeZone()): DateRange {
  const today = isoDay(now, timeZone);
  if (key === 'today') return { from: today, to: today };
  const preset = DATE_PRESETS.find((entry) => entry.key === key);
  const days = preset?.days ?? 0;
  if (days < 0) return { from: shiftDay(today, days + 1), to: today };
  return { from: today, to: shiftDay(today, days - 1) };
}

/** The presets that look back: the only ones that make sense for records of what already happened (README-decisions). */
export const PAST_PRESETS: readonly DatePresetKey[] = ['today', ...DATE_PRESETS.filter((p) => p.days < 0).map((p) => p.key)];
