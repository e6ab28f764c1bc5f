/**
 * Query key parts of the missions and the leaderboard. Both are money queries (lib/money-queries):
 * they follow the session's token, and every balance refresh (a settlement, a claim) refreshes them.
 */
export const missionsKeys = {
  summary: ['missions', 'summary'] as const,
  leaderboard: (query: object) => ['missions', 'leaderboard', query] as const,
};
