import type { OpsLotteryGame } from '@fortuna/shared';
import type { TFunction } from 'i18next';

/** A schedule in words: "Every 60 s", "Daily at 20:30", "Tue, Thu, Sat at 21:30". */
export function scheduleText(t: TFunction, schedule: OpsLotteryGame['schedule']): string {
  if (schedule.kind === 'interval') return t('ops_lottery.schedule_interval', { seconds: schedule.seconds });
  if (schedule.kind === 'daily') return t('ops_lottery.schedule_daily', { times: schedule.times.join(', ') });
  const days = schedule.days.map((day) => t(`ops_lottery.day_${day}`)).join(', ');
  return t('ops_lottery.schedule_weekly', { days, time: schedule.time });
}

/** A unit bet as a short label: `position 1 · digit 8`, `big`, `1-2-3`. */
export function optionText(unit: unknown): string {
  if (unit === null || unit === undefined) return '';
  if (Array.isArray(unit)) return unit.map(optionText).join('-');
  if (typeof unit === 'object')
    return Object.entries(unit as Record<string, unknown>)
      .map(([key, value]) => `${key} ${optionText(value)}`)
      .join(' · ');
  return String(unit);
}
