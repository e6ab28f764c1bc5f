/** UTC periods of missions and the leaderboard: [from, to) instants. */
export type Period = { from: Date; to: Date };

const DAY_MS = 86_400_000;

/** The UTC day holding `now`. */
export function utcDay(now: Date): Period {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** The ISO week (Monday to Sunday, UTC) holding `now`. */
export function utcWeek(now: Date): Period {
  const day = utcDay(now).from;
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const from = new Date(day.getTime() - sinceMonday * DAY_MS);
  return { from, to: new Date(from.getTime() + 7 * DAY_MS) };
}

/** The UTC calendar month holding `now`. */
export function utcMonth(now: Date): Period {
  return {
    from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    to: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

/** yyyy-MM-dd of an instant, in UTC. */
export function isoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
