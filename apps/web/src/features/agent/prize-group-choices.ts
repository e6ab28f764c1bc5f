/** Steps between the prize groups offered to a downline, as the lottery page offers them. */
export const DOWNLINE_SERIES_STEP = 10;

/**
 * The prize groups an agent may give a direct downline, highest first: its own, then down in
 * steps of ten to the downline's floor (the highest group the downline gave its own downlines, or
 * the site's lowest), with the floor itself and the downline's current group when they fall
 * between steps. The server checks the same bounds.
 */
export function downlineSeriesChoices(own: number, floor: number, current: number): number[] {
  if (floor > own) return [];
  const choices = new Set<number>();
  for (let series = own; series >= floor; series -= DOWNLINE_SERIES_STEP) choices.add(series);
  choices.add(floor);
  if (current >= floor && current <= own) choices.add(current);
  return [...choices].sort((a, b) => b - a);
}

/** The agent's rebate rate on a downline team's lottery turnover, as a percentage text: (own − downline) / 2000, e.g. 1960 → 1900 is "3". */
export function downlineRebatePercent(own: number, series: number): string {
  return (((own - series) / 2000) * 100).toFixed(2).replace(/\.?0+$/, '');
}
