/** A figure's progress toward a threshold, 0–100 (a threshold of 0 is met at once). */
export function progressPercent(value: string, target: string): number {
  const v = Number(value);
  const goal = Number(target);
  if (!(goal > 0)) return 100;
  return Math.max(0, Math.min(100, Math.floor((v / goal) * 100)));
}

/** The highest rebate rate of a level (percent of valid bets), for the level table. */
export function topRebateRate(rates: Record<string, number>): number {
  const values = Object.values(rates);
  return values.length === 0 ? 0 : Math.max(...values);
}
