/**
 * Query keys of the agent back office. Every one starts with `agent` and the session's token, so
 * another login never sees them and a change made here refreshes them all with one invalidation.
 */
export const agentKeys = {
  all: ['agent'] as const,
  team: (token: string | null, query: object) => ['agent', token, 'team', query] as const,
  prizeGroups: (token: string | null, username: string) => ['agent', token, 'prizeGroups', username] as const,
  /** The agent's own prize group and the site's lowest: the choices for a new downline. */
  prizeBounds: (token: string | null) => ['agent', token, 'prizeBounds'] as const,
  invitations: (token: string | null, pageNo: number) => ['agent', token, 'invitations', pageNo] as const,
  /** Everything about contracts (lists, requests, consolidated info, settlement records). */
  contractsAll: (token: string | null) => ['agent', token, 'contracts'] as const,
  contracts: (token: string | null, query: object) => ['agent', token, 'contracts', 'list', query] as const,
  contractRequests: (token: string | null) => ['agent', token, 'contracts', 'requests'] as const,
  consolidated: (token: string | null) => ['agent', token, 'contracts', 'consolidated'] as const,
  settlements: (token: string | null, kind: string, query: object) => ['agent', token, 'contracts', 'settlements', kind, query] as const,
};
