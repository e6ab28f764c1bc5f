/** Query key parts of the security centre. */
export const securityKeys = {
  all: ['security'] as const,
  overview: ['security', 'overview'] as const,
  sessions: ['security', 'sessions'] as const,
  logins: (pageNo: number) => ['security', 'logins', pageNo] as const,
};
