/**
 * Query key parts of the member's rebate. Both are money queries (lib/money-queries): they follow
 * the session's token, and every balance refresh (a settlement, a claim) refreshes them.
 */
export const rebateKeys = {
  summary: ['rebate', 'summary'] as const,
  history: (page: number) => ['rebate', 'history', page] as const,
};
