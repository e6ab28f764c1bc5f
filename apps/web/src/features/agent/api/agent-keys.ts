/**
 * Query keys of the agent back office. Every one starts with `agent` and the session's token, so
 * another login never sees them and a change made here refreshes them all with one invalidation.
 */
export const agentKeys = {
  all: ['agent'] as const,
  team: (token: string | null, query: object) => ['agent', token, 'team', query] as const,
  prizeGroups: (token: string | null, username: string) => ['agent', token, 'prizeGroups', username] as const,
};
