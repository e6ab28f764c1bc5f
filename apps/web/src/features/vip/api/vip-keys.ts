/** Query key parts of the VIP page: money queries (lib/money-queries), so a balance refresh refreshes them too. */
export const vipKeys = {
  summary: ['vip', 'summary'] as const,
  history: (pageNo: number) => ['vip', 'history', pageNo] as const,
};
