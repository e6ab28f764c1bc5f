/**
 * Query keys of the lottery's public reads (issues, results, trend, verify, the lobby list). A
 * member's bets are money queries (lib/money-queries) so every balance refresh refreshes them too.
 */
export const lotteryKeys = {
  all: ['lottery'] as const,
  menu: (language: string, vendor?: string) => ['lottery', 'menu', language, vendor ?? 'all'] as const,
  issues: (gameCode: string) => ['lottery', 'issues', gameCode] as const,
  opened: (gameCode: string, pageNo: number) => ['lottery', 'opened', gameCode, pageNo] as const,
  trend: (gameCode: string, count: number) => ['lottery', 'trend', gameCode, count] as const,
  verify: (gameCode: string, numero: string) => ['lottery', 'verify', gameCode, numero] as const,
  /** Everything that changes when a draw happens. */
  draws: (gameCode: string) =>
    [
      ['lottery', 'issues', gameCode],
      ['lottery', 'opened', gameCode],
      ['lottery', 'trend', gameCode],
    ] as const,
};

/** A query string of defined values. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}
