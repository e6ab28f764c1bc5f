/**
 * When a lottery game draws. Times are wall-clock times of the game's own zone, given as a fixed
 * UTC offset (lotteries run on one local clock; no daylight saving in the markets served). A
 * game's day runs from 00:00 to 24:00 local time and its draws are numbered from 1 within that
 * day, giving numeros like `20261122-0288`.
 *
 * - `interval`: every `seconds` from `start` (default 00:00) until the end of the day, the first
 *   draw one interval after the start (a one-minute game draws 1,440 times a day, 00:01 … 24:00;
 *   the 24:00 draw belongs to the day it ends).
 * - `daily`: at each of `times` ("HH:MM") every day.
 * - `weekly`: at `time` on each of `days` (0 Sunday … 6 Saturday), e.g. LHC on 2, 4, 6.
 */
export type Schedule = { utcOffsetMinutes?: number } & (
  | { kind: 'interval'; seconds: number; start?: string }
  | { kind: 'daily'; times: string[] }
  | { kind: 'weekly'; days: number[]; time: string }
);

/** One scheduled draw: its numero and instant. */
export type ScheduledDraw = { numero: string; drawsAt: Date };

const DAY_MS = 86_400_000;

function minutesOf(hhmm: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new RangeError(`time must be HH:MM: ${hhmm}`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes > 24 * 60) throw new RangeError(`time out of range: ${hhmm}`);
  return minutes;
}

/** Checks a schedule; throws RangeError when it cannot produce draws. */
export function assertSchedule(schedule: Schedule): void {
  if (schedule.kind === 'interval') {
    if (!Number.isInteger(schedule.seconds) || schedule.seconds < 10 || schedule.seconds > 86_400)
      throw new RangeError('interval seconds must be 10..86400');
    minutesOf(schedule.start ?? '00:00');
  } else if (schedule.kind === 'daily') {
    if (schedule.times.length === 0) throw new RangeError('a daily schedule needs times');
    for (const t of schedule.times) minutesOf(t);
  } else {
    if (schedule.days.length === 0 || schedule.days.some((d) => !Number.isInteger(d) || d < 0 || d > 6))
      throw new RangeError('weekly days are 0..6');
    minutesOf(schedule.time);
  }
}

/** `YYYYMMDD-NNNN`: the local date of the game's day and the draw's number in it (at least 4 digits). */
export function formatNumero(localDayStartMs: number, index: number): string {
  const d = new Date(localDayStartMs);
  const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `${ymd}-${String(index).padStart(4, '0')}`;
}

/** Offsets in ms from local midnight of the draws of one local day (day start in "local ms", i.e. UTC fields = local fields). */
function drawOffsetsOfDay(schedule: Schedule, localDayStartMs: number): number[] {
  if (schedule.kind === 'interval') {
    const start = minutesOf(schedule.start ?? '00:00') * 60_000;
    const step = schedule.seconds * 1000;
    const out: number[] = [];
    for (let t = start + step; t <= DAY_MS; t += step) out.push(t);
    return out;
  }
  if (schedule.kind === 'daily') return [...new Set(schedule.times.map((t) => minutesOf(t) * 60_000))].sort((a, b) => a - b);
  const weekday = new Date(localDayStartMs).getUTCDay();
  return schedule.days.includes(weekday) ? [minutesOf(schedule.time) * 60_000] : [];
}

/** The draws of one local day, numbered from 1. */
function drawsOfDay(schedule: Schedule, localDayStartMs: number): ScheduledDraw[] {
  const offset = (schedule.utcOffsetMinutes ?? 0) * 60_000;
  return drawOffsetsOfDay(schedule, localDayStartMs).map((t, i) => ({
    numero: formatNumero(localDayStartMs, i + 1),
    drawsAt: new Date(localDayStartMs + t - offset),
  }));
}

/**
 * The scheduled draws strictly after `after` and up to `until` (inclusive), in order, at most
 * `limit`. Looks at most 400 days ahead (a weekly game with no days would loop forever otherwise).
 */
export function drawsBetween(schedule: Schedule, after: Date, until: Date, limit = 10_000): ScheduledDraw[] {
  assertSchedule(schedule);
  const offset = (schedule.utcOffsetMinutes ?? 0) * 60_000;
  // A 24:00 draw of the previous day may still be after `after`: start one day early.
  let day = Math.floor((after.getTime() + offset) / DAY_MS) * DAY_MS - DAY_MS;
  const out: ScheduledDraw[] = [];
  for (let n = 0; n < 400 && out.length < limit; n++, day += DAY_MS) {
    for (const draw of drawsOfDay(schedule, day)) {
      if (draw.drawsAt > until) return out;
      if (draw.drawsAt > after) {
        out.push(draw);
        if (out.length >= limit) return out;
      }
    }
  }
  return out;
}

/** The first scheduled draw strictly after `after`. */
export function nextDraw(schedule: Schedule, after: Date): ScheduledDraw {
  const [draw] = drawsBetween(schedule, after, new Date(after.getTime() + 400 * DAY_MS), 1);
  if (!draw) throw new RangeError('the schedule has no draw in the next 400 days');
  return draw;
}
