import { TZDate } from '@date-fns/tz';

/** A range of instants, start included, end excluded. */
export type Instants = { start: Date; end: Date };

/** The midnight that starts a yyyy-MM-dd day in an IANA zone, as an instant. */
function midnight(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, timeZone).getTime());
}

/**
 * The instants of a range of the merchant's business days, both days included: from midnight of
 * `from` to midnight after `to`, in `timeZone` (so a Yangon day starts at 17:30 UTC the day
 * before, and a day a clock change falls in is 23 or 25 hours long).
 */
export function businessDays(from: string, to: string, timeZone: string): Instants {
  return { start: midnight(from, timeZone), end: midnight(nextDay(to), timeZone) };
}

/** Instants of an optional range; a missing end leaves that side open. */
export function optionalBusinessDays(from: string | undefined, to: string | undefined, timeZone: string): Partial<Instants> {
  return {
    start: from ? midnight(from, timeZone) : undefined,
    end: to ? midnight(nextDay(to), timeZone) : undefined,
  };
}

/** The yyyy-MM-dd after a yyyy-MM-dd (calendar arithmetic, no zone involved). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Every yyyy-MM-dd from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push(day);
  return days;
}
