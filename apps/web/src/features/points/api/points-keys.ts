/** Query key parts of the points mall: money queries (lib/money-queries), so any move of money or points refreshes them. */
export const pointsKeys = {
  balance: ['points', 'balance'] as const,
  goods: (type: string) => ['points', 'goods', type] as const,
  redemptions: (filter: unknown) => ['points', 'redemptions', filter] as const,
  details: (filter: unknown) => ['points', 'details', filter] as const,
  reward: (from: string, to: string) => ['points', 'reward', from, to] as const,
};

/** Rows per page of the redeem history and the points details. */
export const POINTS_PAGE_SIZE = 10;

/** `?a=1&b=x` of the defined values, or ''. */
export function pointsQuery(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
